import type { ApplicationStep } from '@yizhan/contracts';
import './application-timeline.css';

/**
 * An application's timeline (办理进度): each state it entered, when, by which department, with the note; a 需补正
 * step says what to add and, for its owner, links back to the system where it is added.
 */
type TimelineStep = Omit<ApplicationStep, 'supplementUrl'> & { supplementUrl?: string };

export function ApplicationTimeline({ steps }: { steps: readonly TimelineStep[] }) {
  return (
    <ol className="yz-timeline" aria-label="办理进度">
      {steps.map((step, index) => (
        <li
          key={index}
          className="yz-timeline__step"
          aria-current={index === steps.length - 1 ? 'step' : undefined}
          data-status={step.status}
        >
          <div className="yz-timeline__head">
            <strong className="yz-timeline__name">{step.statusName}</strong>
            <time className="yz-timeline__time">{step.time}</time>
          </div>
          {step.deptName && <p className="yz-timeline__dept">{step.deptName}</p>}
          {step.note && <p className="yz-timeline__note">{step.note}</p>}
          {step.supplement && (
            <p className="yz-timeline__supplement">
              需补正：{step.supplement}
              {step.supplementUrl && (
                <>
                  {' '}
                  <a href={step.supplementUrl} target="_blank" rel="noopener noreferrer">
                    前往业务系统补正
                  </a>
                </>
              )}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
