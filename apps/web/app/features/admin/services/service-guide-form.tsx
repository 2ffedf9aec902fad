import { Input } from 'antd';
import { GUIDE_HANDLE_MODE_NAMES, type ServiceGuide } from '@yizhan/contracts';
import { Field } from '../console-form';
import { blankMaterial, MaterialRow } from './material-row';
import { EditableRows, entries, NumberField, SelectField, TextField } from './service-fields';

/** The guide of a service that had none. */
export const blankGuide = (name: string, agency: string): ServiceGuide => ({
  matterName: name,
  matterType: '公共服务',
  implAgency: agency,
  coAgencies: [],
  audienceText: '',
  handleMode: 'online',
  acceptCondition: '',
  setBasis: '',
  materials: [],
  steps: [],
  legalEndTime: 0,
  promiseEndTime: 0,
  chargeStandard: '不收费',
  chargeBasis: '',
  handlePlace: '',
  handleTime: '',
  askPhone: '',
  supervisePhone: '',
  faq: [],
});

/** The 办事指南's field groups: the matter, materials, steps, time limits and fees, place and phones, FAQ, basis. */
export function ServiceGuideForm({
  guide,
  onChange,
  appId,
}: {
  guide: ServiceGuide;
  onChange: (guide: ServiceGuide) => void;
  /** The stored service (its files are uploaded for it); none for a new one. */
  appId: number | null;
}) {
  const set = <K extends keyof ServiceGuide>(key: K, value: ServiceGuide[K]) => onChange({ ...guide, [key]: value });
  return (
    <>
      <section className="yz-services-section" aria-labelledby="guide-matter">
        <h2 id="guide-matter">事项信息</h2>
        <div className="yz-services-grid">
          <TextField
            id="guide-matterName"
            label="事项名称"
            value={guide.matterName}
            onChange={(v) => set('matterName', v)}
            maxLength={100}
          />
          <TextField
            id="guide-matterType"
            label="事项类型"
            value={guide.matterType}
            onChange={(v) => set('matterType', v)}
            maxLength={50}
            hint="如 公共服务、行政许可"
          />
          <TextField
            id="guide-implAgency"
            label="实施机构"
            value={guide.implAgency}
            onChange={(v) => set('implAgency', v)}
            maxLength={100}
          />
          <TextField
            id="guide-coAgencies"
            label="联办机构"
            value={guide.coAgencies.join('；')}
            onChange={(v) =>
              set(
                'coAgencies',
                v
                  .split(/[;；]/)
                  .map((item) => item.trim())
                  .filter(Boolean),
              )
            }
            hint="多个用分号分开"
          />
          <SelectField
            id="guide-handleMode"
            label="办理形式"
            value={guide.handleMode}
            options={entries(GUIDE_HANDLE_MODE_NAMES)}
            onChange={(v) => set('handleMode', v)}
          />
        </div>
        <TextField
          id="guide-audienceText"
          label="服务对象说明"
          value={guide.audienceText}
          onChange={(v) => set('audienceText', v)}
          rows={2}
          maxLength={500}
        />
        <TextField
          id="guide-acceptCondition"
          label="受理条件"
          value={guide.acceptCondition}
          onChange={(v) => set('acceptCondition', v)}
          rows={3}
          maxLength={2000}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="guide-materials">
        <h2 id="guide-materials">申请材料</h2>
        <EditableRows
          legend="申请材料（含空白表格和示例样表）"
          what="材料"
          items={guide.materials}
          blank={blankMaterial}
          onChange={(items) => set('materials', items)}
          render={(item, update, at) => <MaterialRow item={item} update={update} at={at} appId={appId} />}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="guide-steps">
        <h2 id="guide-steps">办理流程</h2>
        <EditableRows
          legend="办理步骤"
          what="步骤"
          items={guide.steps}
          blank={() => ''}
          onChange={(items) => set('steps', items)}
          render={(step, update, at) => (
            <Field id={`step-${at}`} label={`第 ${at + 1} 步`}>
              <Input id={`step-${at}`} value={step} maxLength={500} onChange={(e) => update(e.target.value)} />
            </Field>
          )}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="guide-limits">
        <h2 id="guide-limits">时限与收费</h2>
        <div className="yz-services-grid">
          <NumberField
            id="guide-legal"
            label="法定办结时限（工作日）"
            value={guide.legalEndTime}
            onChange={(v) => set('legalEndTime', v)}
          />
          <NumberField
            id="guide-promise"
            label="承诺办结时限（工作日）"
            value={guide.promiseEndTime}
            onChange={(v) => set('promiseEndTime', v)}
          />
          <TextField
            id="guide-charge"
            label="收费标准"
            value={guide.chargeStandard}
            onChange={(v) => set('chargeStandard', v)}
            maxLength={500}
          />
          <TextField
            id="guide-chargeBasis"
            label="收费依据"
            value={guide.chargeBasis}
            onChange={(v) => set('chargeBasis', v)}
            maxLength={500}
          />
        </div>
      </section>
      <section className="yz-services-section" aria-labelledby="guide-place">
        <h2 id="guide-place">地点、时间与电话</h2>
        <div className="yz-services-grid">
          <TextField
            id="guide-place-input"
            label="办理地点"
            value={guide.handlePlace}
            onChange={(v) => set('handlePlace', v)}
            maxLength={300}
          />
          <TextField
            id="guide-hours"
            label="办理时间"
            value={guide.handleTime}
            onChange={(v) => set('handleTime', v)}
            maxLength={300}
          />
          <TextField
            id="guide-askPhone"
            label="咨询电话"
            value={guide.askPhone}
            onChange={(v) => set('askPhone', v)}
            maxLength={100}
          />
          <TextField
            id="guide-supervisePhone"
            label="监督电话"
            value={guide.supervisePhone}
            onChange={(v) => set('supervisePhone', v)}
            maxLength={100}
          />
        </div>
      </section>
      <section className="yz-services-section" aria-labelledby="guide-faq">
        <h2 id="guide-faq">常见问题</h2>
        <EditableRows
          legend="问题与回答"
          what="问题"
          items={guide.faq}
          blank={() => ({ question: '', answer: '' })}
          onChange={(items) => set('faq', items)}
          render={(item, update, at) => (
            <>
              <TextField
                id={`faq-${at}-q`}
                label="问题"
                value={item.question}
                onChange={(v) => update({ ...item, question: v })}
                maxLength={200}
              />
              <TextField
                id={`faq-${at}-a`}
                label="回答"
                value={item.answer}
                onChange={(v) => update({ ...item, answer: v })}
                rows={2}
                maxLength={2000}
              />
            </>
          )}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="guide-basis">
        <h2 id="guide-basis">设定依据</h2>
        <TextField
          id="guide-setBasis"
          label="法律法规或制度依据"
          value={guide.setBasis}
          onChange={(v) => set('setBasis', v)}
          rows={3}
          maxLength={2000}
        />
      </section>
    </>
  );
}
