import type { ReactNode } from 'react';
import { Collapse, Steps, Tag } from 'antd-mobile';
import type { AppGuide } from '@yizhan/contracts';
import {
  guideLinkHref,
  guideLinkProps,
  HANDLE_MODE_TEXT,
  MEDIUM_TEXT,
  orNone,
  splitPhones,
  timeLimitText,
} from '../lib/guide-format';

type Row = [label: string, value: ReactNode];

/** Label–value pairs of one section. */
function InfoList({ rows }: { rows: Row[] }) {
  return (
    <dl className="yz-mguide-info">
      {rows.map(([label, value]) => (
        <div key={label} className="yz-mguide-info__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Free text kept with its line breaks (plain text: React escapes it, no HTML is rendered). */
const Text = ({ value, none }: { value: string; none?: string }) => (
  <p className="yz-mguide-text">{orNone(value, none)}</p>
);

function Phones({ field }: { field: string }) {
  const phones = splitPhones(field);
  if (phones.length === 0) return <>无</>;
  return (
    <span className="yz-mguide-phones">
      {phones.map((phone) =>
        phone.href ? (
          <a key={phone.text} className="yz-mguide-phone" href={phone.href}>
            {phone.text}
          </a>
        ) : (
          <span key={phone.text}>{phone.text}</span>
        ),
      )}
    </span>
  );
}

function Materials({ materials }: { materials: AppGuide['materials'] }) {
  if (materials.length === 0) return <p className="yz-mguide-text">无需提交材料</p>;
  return (
    <ol className="yz-mguide-materials">
      {materials.map((material, index) => {
        const sample = guideLinkHref(material.sampleUrl);
        const blank = guideLinkHref(material.blankUrl);
        return (
          <li key={`${index}-${material.name}`} className="yz-mguide-material">
            <h3 className="yz-mguide-material__name">
              {material.name}
              <Tag color={material.required ? 'danger' : 'default'} fill="outline">
                {material.required ? '必需' : '非必需'}
              </Tag>
            </h3>
            <InfoList
              rows={[
                ['份数', orNone(material.copies)],
                ['格式', orNone(material.format)],
                ['材料形式', MEDIUM_TEXT[material.medium]],
                ...(material.note ? ([['备注', material.note]] as Row[]) : []),
              ]}
            />
            {(sample || blank) && (
              <p className="yz-mguide-material__links">
                {sample && (
                  <a href={sample} {...guideLinkProps(sample)} aria-label={`${material.name}：查看样表`}>
                    查看样表
                  </a>
                )}
                {blank && (
                  <a href={blank} {...guideLinkProps(blank)} aria-label={`${material.name}：下载空白表格`}>
                    下载空白表格
                  </a>
                )}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function Workflow({ steps }: { steps: string[] }) {
  if (steps.length === 0) return <p className="yz-mguide-text">无</p>;
  return (
    <Steps direction="vertical" current={-1} className="yz-mguide-steps">
      {steps.map((step, index) => (
        <Steps.Step
          key={`${index}-${step}`}
          title={`第 ${index + 1} 步`}
          description={step}
          icon={<span className="yz-mguide-steps__number">{index + 1}</span>}
        />
      ))}
    </Steps>
  );
}

function Faq({ faq }: { faq: AppGuide['faq'] }) {
  if (faq.length === 0) return <p className="yz-mguide-text">暂无常见问题</p>;
  return (
    <dl className="yz-mguide-faq">
      {faq.map((item, index) => (
        <div key={`${index}-${item.question}`} className="yz-mguide-faq__item">
          <dt>问：{item.question}</dt>
          <dd>答：{item.answer}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The sections of a service guide, every field group of api-conventions.md, all open and each collapsible. */
export function GuideSections({ guide }: { guide: AppGuide }) {
  const sections: { key: string; title: string; body: ReactNode }[] = [
    {
      key: 'basic',
      title: '基本信息',
      body: (
        <InfoList
          rows={[
            ['事项名称', orNone(guide.itemName)],
            ['事项类型', orNone(guide.itemType)],
            ['实施主体', orNone(guide.implAgency)],
            ['协办部门', orNone(guide.coAgencies.join('、'))],
            ['服务对象', orNone(guide.audienceText)],
            ['办理方式', HANDLE_MODE_TEXT[guide.handleMode]],
            ['更新时间', orNone(guide.updatedAt)],
          ]}
        />
      ),
    },
    { key: 'conditions', title: '受理条件', body: <Text value={guide.acceptCondition} /> },
    { key: 'basis', title: '设定依据', body: <Text value={guide.setBasis} /> },
    {
      key: 'materials',
      title: `申请材料（${guide.materials.length}）`,
      body: <Materials materials={guide.materials} />,
    },
    { key: 'workflow', title: '办理流程', body: <Workflow steps={guide.workflowDescription} /> },
    {
      key: 'time',
      title: '办理时限',
      body: (
        <InfoList
          rows={[
            ['法定办结时限', timeLimitText(guide.legalEndTime)],
            ['承诺办结时限', timeLimitText(guide.promiseEndTime)],
          ]}
        />
      ),
    },
    {
      key: 'fees',
      title: '收费标准',
      body: (
        <InfoList
          rows={[
            ['收费标准', orNone(guide.chargeStandard, '不收费')],
            ['收费依据', orNone(guide.chargeBasis)],
          ]}
        />
      ),
    },
    {
      key: 'place',
      title: '办理地点和时间',
      body: (
        <InfoList
          rows={[
            ['办理地点', orNone(guide.handlePlace)],
            ['办理时间', orNone(guide.handleTime)],
          ]}
        />
      ),
    },
    {
      key: 'phones',
      title: '咨询与监督',
      body: (
        <InfoList
          rows={[
            ['咨询电话', <Phones key="ask" field={guide.askPhone} />],
            ['监督电话', <Phones key="supervise" field={guide.supervisePhone} />],
          ]}
        />
      ),
    },
    { key: 'faq', title: '常见问题', body: <Faq faq={guide.faq} /> },
  ];

  return (
    <Collapse className="yz-mguide-sections" defaultActiveKey={sections.map((section) => section.key)}>
      {sections.map((section) => (
        <Collapse.Panel key={section.key} title={<h2 className="yz-mguide-sections__title">{section.title}</h2>}>
          {section.body}
        </Collapse.Panel>
      ))}
    </Collapse>
  );
}
