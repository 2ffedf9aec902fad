import { Link } from 'react-router';
import { appIdSchema, scenariosApi } from '@yizhan/contracts';
import type { ServerApi } from '../api-client/server-api';
import './scenario-entry.css';

// The 情形引导 entry lives in shared/ because the hall's guide pages show it and features import no other feature;
// the guide's steps and list themselves are features/scenarios.

/** Whether a service has 情形引导, for the entry on its guide page (a failure only leaves the entry out). */
export async function hasScenarios(api: ServerApi, id: string | undefined): Promise<boolean> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) return false;
  return api(scenariosApi.questions, { query: { appId: appId.data } })
    .then((service) => service.questions.length > 0)
    .catch(() => false);
}

/** The way into a service's 情形引导 from its guide page, shown only when it has one. */
export function ScenarioEntry({ show, to }: { show: boolean; to: string }) {
  if (!show) return null;
  return (
    <p className="yz-scenario-entry yz-no-print">
      <Link to={to}>情形引导：回答几个问题，生成您的材料清单</Link>
    </p>
  );
}
