// Pop-ups of this group: chaobao (抄报汇总), notSupported (the 此系统为模拟系统 notice), confirmSubmit (是否确认交卷)
// and canshusz (参数设置: 基本信息, 运行参数, 网络配置).
import type { TPopupGroup } from '../../popup-types';

export const shellPopups: TPopupGroup = {
  notSupported: () => import('./not-supported'),
  confirmSubmit: () => import('./confirm-submit'),
  chaobao: () => import('./chaobao'),
  canshusz: () => import('./canshusz'),
};
