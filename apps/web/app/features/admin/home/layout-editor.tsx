import { useState } from 'react';
import { Link } from 'react-router';
import { Button, Select, Switch } from 'antd';
import { HOME_LAYOUT_TEMPLATES, HOME_MODULE_NAMES, type HomeLayout, type HomeLayoutModule } from '@yizhan/contracts';
import { Field } from '../console-form';

const nameOf = (module: { sign: string; name: string }) => module.name || HOME_MODULE_NAMES[module.sign] || module.sign;

/**
 * Which home modules each template shows and in what order (the desktop templates and the phone's home): a module
 * switched off hides its sub-modules too, as on the home page.
 */
export function LayoutEditor({
  layouts,
  busy,
  onChange,
}: {
  layouts: HomeLayout[];
  busy: boolean;
  onChange: (layouts: HomeLayout[]) => void;
}) {
  const [template, setTemplate] = useState<HomeLayout['template']>(HOME_LAYOUT_TEMPLATES[0].value);
  const layout = layouts.find((candidate) => candidate.template === template);
  const modules = layout?.modules ?? [];
  const save = (next: HomeLayoutModule[]) =>
    onChange(
      layouts.map((candidate) => (candidate.template === template ? { ...candidate, modules: next } : candidate)),
    );
  const move = (from: number, to: number) => {
    const next = [...modules];
    const [module] = next.splice(from, 1);
    next.splice(to, 0, module!);
    save(next);
  };
  const patch = (index: number, change: Partial<HomeLayoutModule>) =>
    save(modules.map((module, at) => (at === index ? { ...module, ...change } : module)));

  return (
    <section aria-label="模块布局" className="yz-admin-home-layout">
      <Field id="home-layout-template" label="模板" hint="电脑端按单位所用模板显示；手机端首页有自己的布局。">
        <Select
          id="home-layout-template"
          value={template}
          onChange={setTemplate}
          options={HOME_LAYOUT_TEMPLATES.map((item) => ({ value: item.value, label: item.label }))}
        />
      </Field>
      <ol className="yz-admin-home-list__items">
        {modules.map((module, index) => (
          <li key={module.sign} className={`yz-admin-home-row${module.enabled ? '' : ' yz-admin-home-row--off'}`}>
            <span className="yz-admin-home-row__place" aria-hidden="true">
              {index + 1}
            </span>
            <span className="yz-admin-home-row__text">
              <strong>{nameOf(module)}</strong>
              {module.children.length > 0 ? (
                <span className="yz-admin-home-row__children">
                  {module.children.map((child, childIndex) => (
                    <label key={child.sign}>
                      <Switch
                        size="small"
                        checked={child.enabled}
                        disabled={busy}
                        onChange={(enabled) =>
                          patch(index, {
                            children: module.children.map((item, at) =>
                              at === childIndex ? { ...item, enabled } : item,
                            ),
                          })
                        }
                      />
                      {nameOf(child)}
                    </label>
                  ))}
                </span>
              ) : null}
            </span>
            <span className="yz-admin-home-row__switch">
              <Switch
                checked={module.enabled}
                disabled={busy}
                aria-label={`显示「${nameOf(module)}」模块`}
                onChange={(enabled) => patch(index, { enabled })}
              />
              <span aria-hidden="true">{module.enabled ? '显示' : '隐藏'}</span>
            </span>
            <span className="yz-admin-home-row__actions">
              <Button
                size="small"
                disabled={busy || index === 0}
                aria-label={`上移「${nameOf(module)}」模块`}
                onClick={() => move(index, index - 1)}
              >
                上移
              </Button>
              <Button
                size="small"
                disabled={busy || index === modules.length - 1}
                aria-label={`下移「${nameOf(module)}」模块`}
                onClick={() => move(index, index + 1)}
              >
                下移
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <p className="yz-admin-field__hint">
        「数据统计」模块含服务统计与搜索热词；热词的置顶和隐藏在 <Link to="/admin/search-words">搜索词</Link> 中管理。
      </p>
    </section>
  );
}
