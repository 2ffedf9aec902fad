import { Button, Input, Select, Switch } from 'antd';
import { adminApi, SITE_TEMPLATES, type VersionedSiteSettings } from '@yizhan/contracts';
import type { Route } from './+types/site-settings-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { Field, SaveStatus, useVersionedForm } from '../console-form';
import { LogoField } from './logo-field';
import { SitePreview } from './site-preview';

export const meta: Route.MetaFunction = titled('站点设置');

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await consoleLoad(serverApi(context)(adminApi.siteSettings)) };
}

/** A datetime-local value as the API takes it (2026-12-13 00:00), or null when cleared. */
const minuteOf = (value: string) => (value ? value.replace('T', ' ').slice(0, 16) : null);

/** /admin/site 站点设置 (issue 37 item 2): name, logo, theme colour with a live preview, template, 哀悼模式, footer. */
export default function SiteSettingsPage({ loaderData }: Route.ComponentProps) {
  const { form, set, save, saving, status, reload } = useVersionedForm(
    loaderData.settings,
    adminApi.saveSiteSettings,
    (settings: VersionedSiteSettings) => settings,
  );

  return (
    <form className="yz-admin-page" onSubmit={save} aria-labelledby="site-settings-title" noValidate>
      <h1 id="site-settings-title">站点设置</h1>
      <div className="yz-admin-site">
        <div className="yz-admin-site__fields">
          <Field id="site-title" label="站点标题" hint="显示在门户页头和浏览器标签上。">
            <Input id="site-title" value={form.title} maxLength={60} onChange={(e) => set('title', e.target.value)} />
          </Field>
          <Field id="site-name" label="单位名称">
            <Input id="site-name" value={form.name} maxLength={40} onChange={(e) => set('name', e.target.value)} />
          </Field>
          <LogoField value={form.logo} onChange={(logo) => set('logo', logo)} />
          <Field id="site-colour" label="主题色" hint="门户电脑端与手机端的主色，保存后两端即时生效。">
            <div className="yz-admin-colour">
              <input
                type="color"
                aria-label="选择主题色"
                value={form.themeColor}
                onChange={(e) => set('themeColor', e.target.value)}
              />
              <Input
                id="site-colour"
                value={form.themeColor}
                maxLength={7}
                onChange={(e) => set('themeColor', e.target.value)}
              />
            </div>
          </Field>
          <Field id="site-template" label="页面模板">
            <Select
              id="site-template"
              value={form.template}
              onChange={(value) => set('template', value)}
              options={SITE_TEMPLATES.map((template) => ({ value: template.value, label: template.label }))}
            />
          </Field>
          <Field id="site-mourning" label="哀悼模式" hint="开启后门户两端整站显示为灰色。">
            <Switch id="site-mourning" checked={form.mourning} onChange={(value) => set('mourning', value)} />
          </Field>
          <Field id="site-mourning-from" label="哀悼模式自动开启时间" hint="北京时间，可不填；到时自动开启。">
            <Input
              id="site-mourning-from"
              type="datetime-local"
              value={form.mourningFrom?.replace(' ', 'T') ?? ''}
              onChange={(e) => set('mourningFrom', minuteOf(e.target.value))}
            />
          </Field>
          <Field id="site-mourning-until" label="哀悼模式自动结束时间" hint="北京时间，可不填；到时自动关闭。">
            <Input
              id="site-mourning-until"
              type="datetime-local"
              value={form.mourningUntil?.replace(' ', 'T') ?? ''}
              onChange={(e) => set('mourningUntil', minuteOf(e.target.value))}
            />
          </Field>
          <Field
            id="site-care-default"
            label="默认开启长辈版"
            hint="开启后，未自行选择的访客看到的是字大、按钮大、更易读的长辈版；访客仍可自行关闭。"
          >
            <Switch
              id="site-care-default"
              checked={form.careByDefault}
              onChange={(value) => set('careByDefault', value)}
            />
          </Field>
          <Field
            id="site-second-step"
            label="管理员须开启两步验证"
            hint="开启后，本单位的管理员进入管理后台前须输入验证器上的验证码。"
          >
            <Switch
              id="site-second-step"
              checked={form.requireAdminSecondStep}
              onChange={(value) => set('requireAdminSecondStep', value)}
            />
          </Field>
          <Field id="site-filing" label="ICP 备案号">
            <Input id="site-filing" value={form.filingText} onChange={(e) => set('filingText', e.target.value)} />
          </Field>
          <Field id="site-copyright" label="版权信息">
            <Input id="site-copyright" value={form.copyright} onChange={(e) => set('copyright', e.target.value)} />
          </Field>
          <Field id="site-address" label="地址">
            <Input id="site-address" value={form.address} onChange={(e) => set('address', e.target.value)} />
          </Field>
        </div>
        <SitePreview settings={form} />
      </div>
      <SaveStatus status={status} saved="已保存，门户电脑端和手机端即时生效" what="站点设置" onReload={reload} />
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </form>
  );
}
