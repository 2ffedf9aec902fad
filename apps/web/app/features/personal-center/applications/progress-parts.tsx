import type { Progress } from '@yizhan/contracts';
import { ApplicationTimeline } from './application-timeline';

/** What 办件进度查询 found, on both sites: the service and its state, the number and filing, and every step. */
export function ProgressResult({ progress, block }: { progress: Progress; block: 'yz-progress' | 'yz-mprogress' }) {
  return (
    <section className={`${block}__panel`} aria-labelledby={`${block}-result`}>
      <h2 id={`${block}-result`} className={`${block}__subheading`}>
        {progress.serviceName} · {progress.statusName}
      </h2>
      <p className={`${block}__meta`}>
        办件编号 {progress.applyNo} · 提交于 {progress.submitTime}
        {progress.deptName && ` · ${progress.deptName}`}
      </p>
      <ApplicationTimeline steps={progress.steps} />
    </section>
  );
}

/** The lookup's two fields, labelled, on both sites: the receipt's number and the phone's last four digits. */
export function ProgressFields({ block }: { block: 'yz-progress' | 'yz-mprogress' }) {
  return (
    <>
      <label htmlFor={`${block}-no`}>办件编号</label>
      <input id={`${block}-no`} name="applyNo" required maxLength={40} autoComplete="off" />
      <label htmlFor={`${block}-tail`}>手机号后四位</label>
      <input
        id={`${block}-tail`}
        name="phoneTail"
        required
        inputMode="numeric"
        pattern="\d{4}"
        maxLength={4}
        autoComplete="off"
      />
    </>
  );
}
