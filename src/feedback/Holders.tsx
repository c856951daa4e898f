import { ConfigProvider, message, Modal, notification } from 'antd';
import { useContext, useEffect, type ReactNode } from 'react';
import { connectFeedback, NOTIFICATION_SECONDS, TOAST_SECONDS, type FeedbackCall } from './index';

/**
 * antd's hook holders for toasts, notifications and dialogs. Rendered by
 * FeedbackHost inside AppProviders, so they follow its theme, locale and
 * direction (antd's static functions cannot). The only module that may use
 * antd's message, notification and Modal functions (.eslintrc.js).
 *
 * Each text carries the direction it is shown in (`dir`), and a toast its kind
 * (`data-testid="toast-<kind>"`): antd marks both only with its class names,
 * which the unit tests may not read (.eslintrc.js).
 */
export default function Holders() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const dir = direction === 'rtl' ? 'rtl' : 'ltr';
  const [toasts, toastHolder] = message.useMessage({ duration: TOAST_SECONDS });
  const [notices, noticeHolder] = notification.useNotification({ duration: NOTIFICATION_SECONDS });
  const [dialogs, dialogHolder] = Modal.useModal();

  useEffect(
    () =>
      connectFeedback({
        show: (call: FeedbackCall) => {
          const text = (node: ReactNode, testId?: string) => (
            <span dir={dir} data-testid={testId}>
              {node}
            </span>
          );
          if (call.type === 'toast') void toasts[call.kind](text(call.text, `toast-${call.kind}`));
          else if (call.type === 'notify')
            notices.error({ message: text(call.title), description: call.description && text(call.description) });
          else {
            const { title } = call.props;
            dialogs[call.kind]({ ...call.props, title: title === undefined ? title : text(title) });
          }
        },
        clear: () => {
          toasts.destroy();
          notices.destroy();
        },
      }),
    [toasts, notices, dialogs, dir],
  );

  return (
    <>
      {toastHolder}
      {noticeHolder}
      {dialogHolder}
    </>
  );
}
