// 好差评 on the large data set (ADR 087), for npm run bench:large: a service's summary as a guest reads it on the
// guide, the console's 差评 work list and a month's statistics — each on its own index, no sequential scan.
import { call, signIn } from './scenarios.mjs';

/** The service of the demo university with the most ratings, found through the summary call's own index. */
async function ratedService(admin) {
  const { rows } = await admin.query(
    `select service_id from ratings where fid = 100001 and service_id is not null
     group by service_id order by count(*) desc limit 1`,
  );
  return rows[0]?.service_id;
}

export async function ratingScenarios(server, admin) {
  const tokens = [await signIn(server, 'admin100001')];
  const serviceAdmin = [await signIn(server, 'jwc100001')];
  const serviceId = await ratedService(admin);
  const month = new Date().toISOString().slice(0, 7);
  const list = (query) => `/pedestal/admin/ratings/bad?page=1&pageSize=20${query}`;
  // The summary's answer is checked once, so a scenario that answers an error is not what is measured.
  const summary = `/homepage/ratings/getServiceSummary?serviceId=${serviceId}`;
  if (!(await call(server, summary)).envelope.success) throw new Error('rating summary failed');
  return [
    { name: 'rating summary: the most rated service (guest)', path: summary },
    { name: 'console 差评: first page', path: list(''), tokens },
    { name: 'console 差评: overdue', path: list('&filter=overdue'), tokens },
    { name: 'console 差评: 教务处 待整改 (事项管理员)', path: list('&filter=pending'), tokens: serviceAdmin },
    { name: `console rating stats: services of ${month}`, path: '/pedestal/admin/ratings/stats?by=service', tokens },
    {
      name: `console rating stats: departments of ${month}`,
      path: '/pedestal/admin/ratings/stats?by=department',
      tokens,
    },
  ];
}
