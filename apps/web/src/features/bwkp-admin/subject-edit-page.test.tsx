import type { TBwkpAdminGoodsRow, TBwkpAdminSubject } from '@sxpt/contract';
import { computeLine } from '@sxpt/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, envelope, fetchMock, renderPage, setUpPageHarness } from '../../../test/page-harness';
import SubjectEditPage from './subject-edit-page';

setUpPageHarness();

const install: TBwkpAdminGoodsRow = {
  code: '3050200000000000000',
  name: '投影设备安装服务',
  simple_code: 'TYAZ',
  tax_rate: '0.09',
  brand_model: '',
  units: '台',
  applicable_tax_rate: '0.09',
  tax_mark: '是',
  flqc: '建筑服务',
  tax_name: '安装服务',
};
const line = {
  fwname: '*建筑服务*投影设备安装服务',
  ggxh: '',
  company: '台',
  goods_num: '30',
  price: '380.00',
  ...computeLine({ price: '380.00', goods_num: '30', tax_rate: '0.09' }),
  tax_rate: '0.09',
  spbm: install.code,
};
const REMARK = ['广州市天河区', '智明实验学校多媒体教室投影设备安装工程'];
const q9: TBwkpAdminSubject = {
  id: 90,
  case_id: 1,
  sort: 9,
  title: '为智明实验学校提供投影设备安装服务',
  subject_describe: '2026年5月20日，公司完成投影设备安装，价税合计11400.00元。',
  video_path: '',
  subject_type: 5,
  invoice_type: 1,
  kh_data: {
    kh_name: '广州市天河区智明实验学校',
    tax_num: '12440106455608231H',
    address_telephone: '',
    bank_account: '',
  },
  goods_content: [line],
  again_goods_content: null,
  red: null,
  blue_sort: null,
  discount: null,
  void_sort: null,
  business_date: '2026-05-20',
  remark_parts: REMARK,
  problems: [],
};

beforeEach(() => {
  fetchMock.mockImplementation(async (input) => {
    switch (String(input)) {
      case '/admin/bwkp/subject/index':
        return envelope({ list: [q9], total: 1 });
      case '/admin/bwkp/goods/index':
        return envelope({ list: [install], total: 1 });
      case '/admin/bwkp/khbm/index':
      case '/admin/bwkp/apply/detail':
        return envelope({ list: [], total: 0 });
      default:
        return envelope(null, 200, '保存成功');
    }
  });
});

const remarkBox = () => screen.getByLabelText('备注要求') as HTMLTextAreaElement;
const dateBox = () => screen.getByLabelText('业务日期') as HTMLInputElement;

describe('the subject editor', () => {
  it('shows the business date and the remark requirement, one phrase a line, and saves them', async () => {
    renderPage(<SubjectEditPage />, '/adminViews/bwkpAdmin/edit_subject?case_id=1&id=90');
    expect(await screen.findByText('编辑第9题：为智明实验学校提供投影设备安装服务')).toBeTruthy();
    expect(dateBox().value).toBe('2026-05-20');
    expect(remarkBox().value).toBe(REMARK.join('\n'));
    expect(screen.getByText('题目符合开票规则，可以保存')).toBeTruthy();

    fireEvent.change(remarkBox(), { target: { value: '广州市天河区' } });
    expect(
      await screen.findByText(
        '第9题开具建筑服务发票，备注要求应至少写明建筑服务发生地（县(市、区)）和项目名称两项（国家税务总局公告2016年第23号）',
      ),
    ).toBeTruthy();
    fireEvent.change(remarkBox(), { target: { value: `${REMARK[0]}\n\n ${REMARK[1]} \n项目编号ZM-018` } });
    await waitFor(() => expect(screen.getByText('题目符合开票规则，可以保存')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: /保存题目/ }));
    await waitFor(() => expect(callsTo('/admin/bwkp/subject/save')).toHaveLength(1));
    expect(callsTo('/admin/bwkp/subject/save')[0].body).toMatchObject({
      id: 90,
      business_date: '2026-05-20',
      remark_parts: [...REMARK, '项目编号ZM-018'],
    });
  });

  it('checks the text’s first date against a business date typed in the picker', async () => {
    renderPage(<SubjectEditPage />, '/adminViews/bwkpAdmin/edit_subject?case_id=1&id=90');
    await screen.findByText('编辑第9题：为智明实验学校提供投影设备安装服务');
    fireEvent.mouseDown(dateBox());
    fireEvent.change(dateBox(), { target: { value: '2026-05-21' } });
    fireEvent.keyDown(dateBox(), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(await screen.findByText('第9题业务描述中的第一个日期2026年5月20日与业务日期2026-05-21不一致')).toBeTruthy();
  });
});
