import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { BundleMaterial, BundleProgressItem } from '@yizhan/contracts';
import { BundleMaterials } from './bundle-materials';
import { BundleProgress } from './bundle-progress';

afterEach(cleanup);

const material = (name: string, shared: boolean, services: string[]): BundleMaterial => ({
  name,
  copies: '原件 1 份',
  format: '实体证件',
  required: true,
  medium: 'paper',
  note: '',
  services: services.map((service, index) => ({ appId: index + 1, name: service })),
  shared,
});

/** Renders inside a router: the parts link to other pages. */
const inRouter = (element: React.ReactElement) => {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return render(<Stub />);
};

describe('BundleMaterials', () => {
  it('marks a material several services ask for and names them', () => {
    render(
      <BundleMaterials
        materials={[
          material('居民身份证', true, ['个体工商户登记', '食品经营许可']),
          material('食品经营许可申请书', false, ['食品经营许可']),
        ]}
      />,
    );
    const [shared, own] = screen.getAllByRole('listitem');
    expect(within(shared!).getByText('多个事项共用，只需提交一次')).toBeTruthy();
    expect(within(shared!).getByText('用于：个体工商户登记、食品经营许可')).toBeTruthy();
    expect(within(own!).queryByText('多个事项共用，只需提交一次')).toBeNull();
  });
});

describe('BundleProgress', () => {
  const item = (
    name: string,
    status: number,
    statusName: string,
    applicationId: number | null,
  ): BundleProgressItem => ({
    appId: status + 1,
    name,
    status,
    statusName,
    applyNo: applicationId ? `SD${applicationId}` : '',
    applicationId,
    updateTime: '',
  });

  it('asks a guest to sign in', () => {
    inRouter(<BundleProgress progress={null} site="desktop" loginHref="/login?redirect=%2F" />);
    expect(screen.getByRole('link', { name: '登录' }).getAttribute('href')).toBe('/login?redirect=%2F');
  });

  it('lists each service’s state with a link to its application, and counts the finished ones', () => {
    const data = [item('校园网开户', 5, '办结', 7), item('新生入学资格复查', 0, '未办理', null)];
    inRouter(<BundleProgress progress={{ ok: true, data }} site="mobile" loginHref="/mobile-login" />);
    expect(screen.getByText('已办结 1 / 2 个事项')).toBeTruthy();
    const link = screen.getByRole('link', { name: '查看校园网开户的办件进度' });
    expect(link.getAttribute('href')).toBe('/mobile/applications?id=7');
    expect(screen.getByText('未办理')).toBeTruthy();
  });
});
