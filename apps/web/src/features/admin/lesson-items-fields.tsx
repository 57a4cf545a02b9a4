import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { lessonItemKindLabels, lessonItemKinds, type TLessonItemKind } from '@sxpt/contract';
import { Alert, Button, Empty, Flex, Form, Input, InputNumber, Select, Tooltip } from 'antd';
import { CaseSelect } from '../bwkp-admin/case-select';
import { PaperSelect } from '../question-bank/paper-select';
import { OrderButtons } from './order-buttons';

/** One practice item as the form edits it. */
export interface TItemDraft {
  kind?: TLessonItemKind;
  ref_id?: number;
  title: string;
}

export const MAX_LESSON_ITEMS = 50;

const kindOptions = lessonItemKinds.map((kind) => ({ value: kind, label: lessonItemKindLabels[kind] }));

/** The items of a lesson ready for /admin/lesson/items (the form's rules have made every field present). */
export function itemsBody(items: readonly TItemDraft[] | undefined) {
  return (items ?? []).map((item) => ({
    kind: item.kind as TLessonItemKind,
    ref_id: Number(item.ref_id),
    title: item.title.trim(),
  }));
}

/**
 * The practice items of a lesson, edited in place: kind, the case (a select of the invoicing cases for 'bwkp', the
 * case's number for the other kinds) and a title, in order. Put it in a <Form> whose field `items` holds TItemDraft[]
 * (used by add_lesson and relation_resource_bank).
 */
export function LessonItemsFields({ isCompact = false }: { isCompact?: boolean }) {
  const form = Form.useFormInstance();
  return (
    <div>
      {isCompact ? null : (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          title="练习内容的编号"
          description="各实训区的练习案例（开票、报税、真账、出纳、税务、财务、审计）在学校管理对应的栏目中编写，随各栏目建成陆续开放。开票实训直接选择「开票实训 · 课程管理」中的案例（须已启用，学生才能练习），试卷直接选择「题库与试卷 · 试卷」中的试卷（老师把它发布到班级后学生才能作答）；其他类型「编号」填写该案例在其栏目中的编号。学生在本课时按这里的顺序看到练习。"
        />
      )}
      <Form.List name="items">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={8}>
            {fields.length === 0 && !isCompact ? (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description="本课时还没有练习，点击「添加练习」"
                style={{ margin: 0 }}
              />
            ) : null}
            {fields.map((field, index) => (
              <Flex key={field.key} gap={8} align="flex-start" wrap>
                <span style={{ width: 24, lineHeight: '32px', color: '#8c8c8c' }}>{index + 1}.</span>
                <Form.Item
                  name={[field.name, 'kind']}
                  rules={[{ required: true, message: '请选择练习类型' }]}
                  style={{ marginBottom: 0, width: 140 }}
                >
                  <Select
                    placeholder="练习类型"
                    options={kindOptions}
                    aria-label={`练习${index + 1}类型`}
                    // a number of one kind means nothing in another
                    onChange={() => form.setFieldValue(['items', field.name, 'ref_id'], undefined)}
                  />
                </Form.Item>
                <Form.Item noStyle dependencies={[['items', field.name, 'kind']]}>
                  {({ getFieldValue }) =>
                    getFieldValue(['items', field.name, 'kind']) === 'bwkp' ? (
                      <Form.Item
                        name={[field.name, 'ref_id']}
                        rules={[{ required: true, message: '请选择开票实训案例' }]}
                        style={{ marginBottom: 0, width: 280 }}
                      >
                        <CaseSelect
                          ariaLabel={`练习${index + 1}案例`}
                          style={{ width: '100%' }}
                          onPick={(picked) => {
                            const title = getFieldValue(['items', field.name, 'title']);
                            if (!String(title ?? '').trim())
                              form.setFieldValue(['items', field.name, 'title'], picked.name);
                          }}
                        />
                      </Form.Item>
                    ) : getFieldValue(['items', field.name, 'kind']) === 'paper' ? (
                      <Form.Item
                        name={[field.name, 'ref_id']}
                        rules={[{ required: true, message: '请选择试卷' }]}
                        style={{ marginBottom: 0, width: 280 }}
                      >
                        <PaperSelect
                          ariaLabel={`练习${index + 1}试卷`}
                          style={{ width: '100%' }}
                          onPick={(picked) => {
                            const title = getFieldValue(['items', field.name, 'title']);
                            if (!String(title ?? '').trim())
                              form.setFieldValue(['items', field.name, 'title'], picked.title);
                          }}
                        />
                      </Form.Item>
                    ) : (
                      <Form.Item
                        name={[field.name, 'ref_id']}
                        rules={[{ required: true, message: '请填写编号' }]}
                        style={{ marginBottom: 0, width: 120 }}
                      >
                        <InputNumber
                          min={1}
                          precision={0}
                          placeholder="编号"
                          style={{ width: '100%' }}
                          aria-label={`练习${index + 1}编号`}
                        />
                      </Form.Item>
                    )
                  }
                </Form.Item>
                <Form.Item
                  name={[field.name, 'title']}
                  rules={[
                    { required: true, whitespace: true, message: '请输入练习标题' },
                    { max: 100, message: '练习标题不能超过100个字' },
                  ]}
                  style={{ marginBottom: 0, flex: '1 1 220px' }}
                >
                  <Input placeholder="练习标题（学生看到的名称）" maxLength={100} aria-label={`练习${index + 1}标题`} />
                </Form.Item>
                <OrderButtons index={index} count={fields.length} onMove={(step) => move(index, index + step)} />
                <Tooltip title="移除">
                  <Button
                    type="text"
                    danger
                    aria-label="移除练习"
                    icon={<DeleteOutlined />}
                    onClick={() => remove(field.name)}
                  />
                </Tooltip>
              </Flex>
            ))}
            <Button
              type="dashed"
              size={isCompact ? 'small' : 'middle'}
              icon={<PlusOutlined />}
              disabled={fields.length >= MAX_LESSON_ITEMS}
              onClick={() => add({ kind: undefined, ref_id: undefined, title: '' })}
              style={{ alignSelf: 'flex-start' }}
            >
              添加练习{fields.length >= MAX_LESSON_ITEMS ? `（最多${MAX_LESSON_ITEMS}个）` : ''}
            </Button>
          </Flex>
        )}
      </Form.List>
    </div>
  );
}
