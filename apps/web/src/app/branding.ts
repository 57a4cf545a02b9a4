/** Document title of every page: `${title} - 基础实训教学管理平台`. */
export const PRODUCT_NAME = '基础实训教学管理平台';
export const COMPANY_NAME = '实训平台教学科技有限公司';
export const FEEDBACK_MAILTO =
  'mailto:feedback@shixun.example.cn?subject=%E5%AE%9E%E8%AE%AD%E5%B9%B3%E5%8F%B0%E6%84%8F%E8%A7%81%E5%8F%8D%E9%A6%88';

export function documentTitle(title: string | undefined): string {
  return title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}
