import { message, Modal, notification } from 'antd';
import { useEffect } from 'react';
import { connectFeedback, NOTIFICATION_SECONDS, TOAST_SECONDS, type FeedbackCall } from './index';

/**
 * antd's hook holders for toasts, notifications and dialogs. Rendered by
 * FeedbackHost inside AppProviders, so they follow its theme, locale and
 * direction (antd's static functions cannot). The only module that may use
 * antd's message, notification and Modal functions (.eslintrc.js).
 */
export default function Holders() {
  const [toasts, toastHolder] = message.useMessage({ duration: TOAST_SECONDS });
  const [notices, noticeHolder] = notification.useNotification({ duration: NOTIFICATION_SECONDS });
  const [dialogs, dialogHolder] = Modal.useModal();

  useEffect(
    () =>
      connectFeedback({
        show: (call: FeedbackCall) => {
          if (call.type === 'toast') void toasts[call.kind](call.text);
          else if (call.type === 'notify') notices.error({ message: call.title, description: call.description });
          else dialogs[call.kind](call.props);
        },
        clear: () => {
          toasts.destroy();
          notices.destroy();
        },
      }),
    [toasts, notices, dialogs],
  );

  return (
    <>
      {toastHolder}
      {noticeHolder}
      {dialogHolder}
    </>
  );
}
