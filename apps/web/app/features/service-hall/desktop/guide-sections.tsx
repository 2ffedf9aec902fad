import type { ReactNode } from 'react';
import { Collapse, Descriptions } from 'antd';
import type { AppGuide } from '@yizhan/contracts';
import { splitPhones } from '../lib/guide-format';
import { GuideMaterials } from './guide-materials';

/** The guide's sections in reading order: anchor ids and headings (the anchor nav lists the same). */
export const GUIDE_SECTIONS = [
  { id: 'guide-basic', title: '基本信息' },
  { id: 'guide-condition', title: '受理条件' },
  { id: 'guide-basis', title: '设定依据' },
  { id: 'guide-materials', title: '申请材料' },
  { id: 'guide-process', title: '办理流程' },
  { id: 'guide-time', title: '办理时限' },
  { id: 'guide-fee', title: '收费' },
  { id: 'guide-place', title: '办理地点和时间' },
  { id: 'guide-contact', title: '咨询与监督' },
  { id: 'guide-faq', title: '常见问题' },
] as const;

type SectionId = (typeof GUIDE_SECTIONS)[number]['id'];

const HANDLE_MODES: Record<AppGuide['handleMode'], string> = {
  online: '网上办理',
  counter: '窗口办理',
  both: '网上办理、窗口办理',
};

const orNone = (text: string, none = '无') => text.trim() || none;

/** Working days as the guide states them; 0 means it is settled on the spot. */
const workingDays = (days: number) => (days > 0 ? `${days} 个工作日` : '即时办结');

/** Phone numbers as tel: links; a field may hold several numbers, and a masked one stays plain text. */
export function Phones({ text }: { text: string }) {
  const phones = splitPhones(text);
  if (phones.length === 0) return <>无</>;
  return (
    <span className="yz-guide-phones">
      {phones.map((phone) =>
        phone.href ? (
          <a key={phone.text} href={phone.href}>
            {phone.text}
          </a>
        ) : (
          <span key={phone.text}>{phone.text}</span>
        ),
      )}
    </span>
  );
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = GUIDE_SECTIONS.find((section) => section.id === id)!.title;
  return (
    <section id={id} className="yz-guide-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="yz-guide-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <Descriptions
      bordered
      size="middle"
      column={1}
      items={items.map((item) => ({ key: item.label, label: item.label, children: item.value }))}
    />
  );
}

/** Every section of the 办事指南, each a titled region an anchor can reach. */
export function GuideSections({ guide }: { guide: AppGuide }) {
  return (
    <div id="yz-guide-text" className="yz-guide-sections">
      <Section id="guide-basic">
        <Facts
          items={[
            { label: '事项名称', value: orNone(guide.itemName, guide.app.name) },
            { label: '事项类型', value: orNone(guide.itemType) },
            { label: '实施主体', value: orNone(guide.implAgency) },
            { label: '协办部门', value: guide.coAgencies.length > 0 ? guide.coAgencies.join('、') : '无' },
            { label: '服务对象', value: orNone(guide.audienceText) },
            { label: '办理形式', value: HANDLE_MODES[guide.handleMode] },
          ]}
        />
      </Section>
      <Section id="guide-condition">
        <p className="yz-guide-text">{orNone(guide.acceptCondition)}</p>
      </Section>
      <Section id="guide-basis">
        <p className="yz-guide-text">{orNone(guide.setBasis)}</p>
      </Section>
      <Section id="guide-materials">
        <GuideMaterials materials={guide.materials} />
      </Section>
      <Section id="guide-process">
        {guide.workflowDescription.length > 0 ? (
          <ol className="yz-guide-steps">
            {guide.workflowDescription.map((step, index) => (
              <li key={index} className="yz-guide-steps__item">
                <span className="yz-guide-steps__no" aria-hidden>
                  {index + 1}
                </span>
                <span>{step}</span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="yz-guide-text">暂无</p>
        )}
      </Section>
      <Section id="guide-time">
        <Facts
          items={[
            { label: '法定办结时限', value: workingDays(guide.legalEndTime) },
            { label: '承诺办结时限', value: workingDays(guide.promiseEndTime) },
          ]}
        />
      </Section>
      <Section id="guide-fee">
        <Facts
          items={[
            { label: '收费标准', value: orNone(guide.chargeStandard, '不收费') },
            { label: '收费依据', value: orNone(guide.chargeBasis) },
          ]}
        />
      </Section>
      <Section id="guide-place">
        <Facts
          items={[
            { label: '办理地点', value: orNone(guide.handlePlace) },
            { label: '办理时间', value: orNone(guide.handleTime) },
          ]}
        />
      </Section>
      <Section id="guide-contact">
        <Facts
          items={[
            { label: '咨询电话', value: <Phones text={guide.askPhone} /> },
            { label: '监督投诉电话', value: <Phones text={guide.supervisePhone} /> },
          ]}
        />
      </Section>
      <Section id="guide-faq">
        {guide.faq.length > 0 ? (
          <Collapse
            className="yz-guide-faq"
            items={guide.faq.map((entry, index) => ({
              key: index,
              label: entry.question,
              children: <p className="yz-guide-text">{entry.answer}</p>,
              // Rendered while closed, so printing and in-page search see every answer.
              forceRender: true,
            }))}
          />
        ) : (
          <p className="yz-guide-text">暂无常见问题</p>
        )}
      </Section>
    </div>
  );
}
