import {
  AUDIENCE_NAMES,
  AUDIENCES,
  OPEN_TYPE_NAMES,
  SERVICE_HANDLING_NAMES,
  SERVICE_HANDLINGS,
  USER_TYPE_NAMES,
  type ServiceFields,
  type ServiceOptions,
} from '@yizhan/contracts';
import { CheckGroup, NumberField, SelectField, SwitchField, TextField } from './service-fields';

type Set = <K extends keyof ServiceFields>(key: K, value: ServiceFields[K]) => void;

const choices = (options: { id: number; name: string }[]) =>
  options.map((option) => ({ value: option.id, label: option.name }));
const SIGNED_IN_TYPES = ['STUDENT', 'TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN'] as const;

/** The card (name, type, department, audiences, labels), how it is handled, and who sees it. */
export function ServiceBasicsForm({ form, set, options }: { form: ServiceFields; set: Set; options: ServiceOptions }) {
  return (
    <>
      <section className="yz-services-section" aria-labelledby="service-card">
        <h2 id="service-card">基本信息</h2>
        <div className="yz-services-grid">
          <TextField
            id="service-name"
            label="服务名称"
            value={form.name}
            onChange={(v) => set('name', v)}
            maxLength={60}
          />
          <SelectField
            id="service-type"
            label="服务分类"
            value={form.typeId || null}
            options={choices(options.types)}
            onChange={(v) => set('typeId', v)}
          />
          <SelectField
            id="service-dept"
            label="办理部门"
            value={form.deptId || null}
            options={choices(options.departments)}
            onChange={(v) => set('deptId', v)}
          />
          <NumberField
            id="service-sort"
            label="排序"
            value={form.sort}
            onChange={(v) => set('sort', v)}
            hint="小的在前"
          />
        </div>
        <TextField
          id="service-summary"
          label="简介"
          value={form.summary}
          onChange={(v) => set('summary', v)}
          rows={2}
          maxLength={300}
        />
        <TextField
          id="service-icon"
          label="图标地址"
          value={form.icon}
          onChange={(v) => set('icon', v)}
          hint="留空用分类的图标"
        />
        <CheckGroup
          legend="服务对象"
          values={form.audiences}
          options={AUDIENCES.map((value) => ({ value, label: AUDIENCE_NAMES[value] }))}
          onChange={(values) => set('audiences', values)}
        />
        <CheckGroup
          legend="标签"
          values={form.labelIds}
          options={choices(options.labels)}
          onChange={(values) => set('labelIds', values)}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="service-handling">
        <h2 id="service-handling">办理方式</h2>
        <div className="yz-services-grid">
          <SelectField
            id="service-handling-mode"
            label="办理方式"
            value={form.handling}
            options={SERVICE_HANDLINGS.map((value) => ({ value, label: SERVICE_HANDLING_NAMES[value] }))}
            onChange={(v) => set('handling', v)}
          />
          {form.handling === 'system' ? (
            <SelectField
              id="service-system"
              label="业务系统"
              value={form.systemId}
              options={choices(options.systems)}
              onChange={(v) => set('systemId', v)}
              placeholder="请选择业务系统"
            />
          ) : null}
          {form.handling !== 'offline' ? (
            <SelectField
              id="service-openType"
              label="打开方式"
              value={form.openType}
              options={([1, 0, 9] as const).map((value) => ({ value, label: OPEN_TYPE_NAMES[value] }))}
              onChange={(v) => set('openType', v)}
            />
          ) : null}
        </div>
        {form.handling === 'online' ? (
          <div className="yz-services-grid">
            <TextField
              id="service-pcUrl"
              label="电脑端地址"
              value={form.pcUrl}
              onChange={(v) => set('pcUrl', v)}
              hint="以 http:// 或 https:// 开头"
            />
            <TextField
              id="service-mobileUrl"
              label="手机端地址"
              value={form.mobileUrl}
              onChange={(v) => set('mobileUrl', v)}
              hint="不填时手机上打开电脑端地址"
            />
          </div>
        ) : null}
        {form.handling === 'system' ? <p className="yz-admin-field__hint">保存时使用所选业务系统的地址。</p> : null}
        {form.handling === 'offline' ? (
          <p className="yz-admin-field__hint">两个站点都提示到窗口办理，并显示办事指南。</p>
        ) : null}
        <SwitchField
          id="service-guideFirst"
          label="手机上先看办事指南"
          checked={form.guideFirst}
          onChange={(v) => set('guideFirst', v)}
        />
      </section>
      <section className="yz-services-section" aria-labelledby="service-visibility">
        <h2 id="service-visibility">上架与可见范围</h2>
        <div className="yz-services-grid">
          <SwitchField
            id="service-listed"
            label="上架"
            checked={form.listed}
            onChange={(v) => set('listed', v)}
            hint="下架后两个站点和搜索都不再显示"
          />
          <SwitchField
            id="service-visitor"
            label="游客可见"
            checked={form.visitorVisible}
            onChange={(v) => set('visitorVisible', v)}
          />
          <SwitchField
            id="service-recommended"
            label="推荐"
            checked={form.recommended}
            onChange={(v) => set('recommended', v)}
          />
        </div>
        <CheckGroup
          legend="登录后可见的用户类型"
          values={form.roles}
          options={SIGNED_IN_TYPES.map((value) => ({ value, label: USER_TYPE_NAMES[value] ?? value }))}
          onChange={(values) => set('roles', values)}
          hint="都不选：所有登录用户都能看到"
        />
      </section>
    </>
  );
}
