import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Button, Switch } from 'antd';
import { adminServicesApi, type AdminService, type ServiceFields } from '@yizhan/contracts';
import type { Route } from './+types/service-editor-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ServiceBasicsForm } from './service-basics-form';
import { blankGuide, ServiceGuideForm } from './service-guide-form';
import './services.css';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data?.service ? `编辑服务事项：${data.service.name}` : '新建服务事项');

/** A new service: online, listed, seen by everyone, in the first department the caller may use. */
const blankService = (deptId: number, typeId: number): ServiceFields => ({
  name: '',
  summary: '',
  icon: '',
  typeId,
  deptId,
  audiences: [],
  labelIds: [],
  handling: 'online',
  pcUrl: '',
  mobileUrl: '',
  systemId: null,
  openType: 1,
  guideFirst: false,
  visitorVisible: true,
  roles: [],
  recommended: false,
  sort: 0,
  listed: true,
  guide: null,
});

/** The editable fields of what the form holds (after a save it also holds the id and version). */
const fieldsOnly = ({
  id: _id,
  version: _version,
  ...fields
}: ServiceFields & Partial<Pick<AdminService, 'id' | 'version'>>): ServiceFields => fields;

export async function loader({ context, params }: Route.LoaderArgs) {
  const call = serverApi(context);
  const id = params.id;
  const [options, service] = await Promise.all([
    consoleLoad(call(adminServicesApi.options)),
    id && /^\d{1,9}$/.test(id) ? consoleLoad(call(adminServicesApi.one, { query: { id: Number(id) } })) : null,
  ]);
  if (id && !service) throw new Response('服务事项不存在', { status: 404 });
  return { options, service };
}

type Status =
  { kind: 'saved'; text: string } | { kind: 'error'; msg: string } | { kind: 'conflict'; current: AdminService };

/** /admin/services/:id and /admin/services/new: a service with every field group of its guide, saved as one. */
export default function ServiceEditorPage({ loaderData }: Route.ComponentProps) {
  const { options, service } = loaderData;
  const navigate = useNavigate();
  const [form, setForm] = useState<ServiceFields>(
    service ?? blankService(options.departments[0]?.id ?? 0, options.types[0]?.id ?? 0),
  );
  const [stored, setStored] = useState<AdminService | null>(service);
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof ServiceFields>(key: K, value: ServiceFields[K]) =>
    setForm((was) => ({ ...was, [key]: value }));
  const deptName = options.departments.find((dept) => dept.id === form.deptId)?.name ?? '';

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const fields = fieldsOnly(form);
    const outcome = stored
      ? await consoleSave(adminServicesApi.save, { body: { ...fields, id: stored.id, version: stored.version } })
      : await consoleSave(adminServicesApi.create, { body: fields });
    setSaving(false);
    if (outcome.ok) {
      setStored(outcome.data);
      setForm(outcome.data);
      setStatus({ kind: 'saved', text: stored ? '已保存，两个站点已更新' : '已新建' });
      if (!stored) await navigate(`/admin/services/${outcome.data.id}`, { replace: true });
    } else if (outcome.current) {
      setStatus({ kind: 'conflict', current: outcome.current as AdminService });
    } else {
      setStatus({ kind: 'error', msg: outcome.msg });
    }
  };

  const title = stored ? `编辑服务事项：${stored.name}` : '新建服务事项';
  return (
    <section className="yz-admin-page" aria-labelledby="service-title">
      <div className="yz-services-head">
        <h1 id="service-title">{title}</h1>
        <span className="yz-admin-actions">
          {stored ? <Link to={`/admin/services/${stored.id}/scenarios`}>情形引导</Link> : null}
          <Link to="/admin/services">返回列表</Link>
        </span>
      </div>
      <form onSubmit={(event) => void save(event)} noValidate>
        <ServiceBasicsForm form={form} set={set} options={options} />
        <section className="yz-services-section" aria-labelledby="service-guide">
          <h2 id="service-guide">办事指南</h2>
          <div className="yz-admin-field">
            <label htmlFor="service-has-guide">有办事指南</label>
            <Switch
              id="service-has-guide"
              checked={form.guide !== null}
              onChange={(on) => set('guide', on ? (stored?.guide ?? blankGuide(form.name, deptName)) : null)}
            />
          </div>
        </section>
        {form.guide ? (
          <ServiceGuideForm guide={form.guide} onChange={(guide) => set('guide', guide)} appId={stored?.id ?? null} />
        ) : null}
        <div className="yz-services-save">
          {status?.kind === 'saved' ? <Alert role="status" type="success" showIcon title={status.text} /> : null}
          {status?.kind === 'error' ? <Alert role="alert" type="error" showIcon title={status.msg} /> : null}
          {status?.kind === 'conflict' ? (
            <Alert
              role="alert"
              type="warning"
              showIcon
              title="该内容已被他人修改"
              description="保存前请载入最新的内容；您这次的修改需要重新填写。"
              action={
                <Button
                  onClick={() => {
                    setStored(status.current);
                    setForm(status.current);
                    setStatus(null);
                  }}
                >
                  载入最新内容
                </Button>
              }
            />
          ) : null}
          <Button type="primary" htmlType="submit" loading={saving}>
            保存
          </Button>
        </div>
      </form>
    </section>
  );
}
