import { describe, expect, it } from 'vitest';
import { cleanPastedHtml } from './paste-cleanup';

/** What Word puts on the clipboard, shortened: its style sheet, conditional comments, classes and styles. */
const WORD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head><style>p.MsoNormal{font-size:12pt}</style></head>
<body><!--[if gte mso 9]><xml><w:WordDocument></w:WordDocument></xml><![endif]-->
<h1 class="MsoTitle" style="mso-style-name:标题">一、考试安排</h1>
<p class="MsoNormal" style="color:#c00;font-family:宋体">请同学们<b style="font-size:14pt">准时</b>到场。<o:p></o:p></p>
<ol style="margin-left:0"><li class="MsoListParagraph" style="mso-list:l0">携带学生证</li></ol>
<table class="MsoTableGrid" border="1" style="border-collapse:collapse" width="600"><tbody>
<tr><td width="300" style="border:solid windowtext 1pt" colspan="2">科目</td></tr></tbody></table></body></html>`;

describe('pasting from Word', () => {
  it('keeps headings, lists, tables and emphasis but none of the styles', () => {
    const clean = cleanPastedHtml(WORD);
    expect(clean).toContain('<h2>一、考试安排</h2>');
    expect(clean).toContain('<p>请同学们<b>准时</b>到场。</p>');
    expect(clean).toContain('<ol><li>携带学生证</li></ol>');
    expect(clean).toContain('<td colspan="2">科目</td>');
    expect(clean).not.toMatch(/style=|class=|mso-|<o:p|WordDocument|font-size/);
  });

  it('keeps a picture’s size and a link’s address', () => {
    const clean = cleanPastedHtml(
      '<p><a href="https://example.edu.cn" style="color:blue">链接</a></p><img src="/a.webp" width="10" height="20" style="x">',
    );
    expect(clean).toBe('<p><a href="https://example.edu.cn">链接</a></p><img src="/a.webp" width="10" height="20">');
  });
});
