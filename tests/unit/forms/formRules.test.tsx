import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import AppFields, { NEW_APP } from '@/features/traffic/AppFields';
import { formRules, inSentence } from '@/utils/formRules';
import zhCN from '@/locales/zh-CN/common';
import enUS from '@/locales/en-US/common';
import arEG from '@/locales/ar-EG/common';
import { renderPage } from '../support/renderPage';
import { nativeConstraints } from '../support/nativeConstraints';

// The locale files' own texts, with their simple {name} placeholders filled as react-intl would.
const intlFor = (locale: string, messages: Record<string, string>) => ({
  locale,
  formatMessage: ({ id }: { id: string }, values: Record<string, string | number> = {}) =>
    messages[id].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name])),
});

describe('inSentence', () => {
  it.each([
    ['App name', 'en-US', 'app name'],
    ['Bundle ID', 'en-US', 'bundle ID'],
    ['ID', 'en-US', 'ID'],
    ['URL of the store', 'en-US', 'URL of the store'],
    ['iOS bundle', 'en-US', 'iOS bundle'],
    ['Ébauche', 'es-ES', 'ébauche'],
    ['应用名称', 'zh-CN', '应用名称'],
    ['اسم التطبيق', 'ar-EG', 'اسم التطبيق'],
    ['', 'en-US', ''],
  ])('%j in %s reads %j', (label, locale, expected) => {
    expect(inSentence(label, locale)).toBe(expected);
  });
});

describe('formRules', () => {
  it('names the field as the user sees it, in every shape of message', () => {
    const en = formRules(intlFor('en-US', enUS));
    expect(en.enter('App name').message).toBe('Enter the app name');
    expect(en.choose('Category').message).toBe('Choose the category');
    expect(en.max('Store URL', 512).message).toBe('The store URL can have at most 512 characters');
    const zh = formRules(intlFor('zh-CN', zhCN));
    expect(zh.enter('应用名称').message).toBe('请输入应用名称');
    expect(zh.choose('分类').message).toBe('请选择分类');
    expect(zh.max('应用名称', 50).message).toBe('应用名称最多 50 个字符');
    const ar = formRules(intlFor('ar-EG', arEG));
    expect(ar.enter('اسم التطبيق').message).toBe('أدخل اسم التطبيق');
  });

  it('refuses blanks in text fields, not in number fields', () => {
    const en = formRules(intlFor('en-US', enUS));
    expect(en.enter('App name')).toMatchObject({ required: true, whitespace: true });
    expect(en.enter('Floor price', { text: false })).not.toHaveProperty('whitespace');
  });
});

function AppForm({ onFinish }: { onFinish: () => void }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={NEW_APP} onFinish={onFinish} layout="vertical">
      <AppFields />
      <Button htmlType="submit">Go</Button>
    </Form>
  );
}

describe('a console form (the app fields)', () => {
  // The description's auto-sizing textarea measures paddings and borders, which the test setup's pruned
  // styles leave empty (NaN height, a React warning): give a textarea zeros, as a browser would.
  const original = window.getComputedStyle;
  beforeAll(() => {
    jest.spyOn(window, 'getComputedStyle').mockImplementation((el: Element) => {
      const style = original(el);
      if (el.tagName !== 'TEXTAREA') return style;
      const get = (name: string) => style.getPropertyValue(name) || '0';
      return Object.assign(Object.create(style), { getPropertyValue: get });
    });
  });
  afterAll(() => jest.restoreAllMocks());

  it('carries no native constraint and says what is missing with the field names', async () => {
    const onFinish = jest.fn();
    const { container } = renderPage(<AppForm onFinish={onFinish} />);
    expect(nativeConstraints(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter the app name')).toBeInTheDocument();
    expect(screen.getByText('Enter the package name')).toBeInTheDocument();
    expect(screen.getByText('Enter the store URL')).toBeInTheDocument();
    expect(screen.getByText('Choose the category')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('refuses a name of only invisible characters with a field message (issue 52), and keeps one that shows', async () => {
    const onFinish = jest.fn();
    renderPage(<AppForm onFinish={onFinish} />);
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: '\u202E\u200B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(
      await screen.findByText('The app name must have letters or digits, not only invisible characters'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('App name'), { target: { value: '\u202Egnp.exe Tracker' } });
    await waitFor(() =>
      expect(
        screen.queryByText('The app name must have letters or digits, not only invisible characters'),
      ).not.toBeInTheDocument(),
    );
  });

  it('says the same in Chinese', async () => {
    renderPage(<AppForm onFinish={jest.fn()} />, { locale: 'zh-CN' });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('请输入应用名称')).toBeInTheDocument();
    // (the category select's placeholder says the same: the message is the second one)
    expect(screen.getAllByText('请选择分类')).toHaveLength(2);
  });
});
