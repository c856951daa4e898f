import { useCallback, useId, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * Notices when a paste does not fit: the field's maxLength makes the browser
 * keep only what fits, silently. This tells the user their text was cut (how
 * many characters were dropped) until they next change the field themselves.
 */
export function usePasteLimit<E extends Field>(
  maxLength: number,
  onPaste?: (e: ClipboardEvent<E>) => void,
  onChange?: (e: ChangeEvent<E>) => void,
) {
  const [dropped, setDropped] = useState(0);
  const pasting = useRef(false);
  const noticeId = useId();

  const handlePaste = useCallback(
    (e: ClipboardEvent<E>) => {
      onPaste?.(e);
      const el = e.currentTarget;
      const pasted = e.clipboardData?.getData('text') ?? '';
      const selected = Math.max(0, (el.selectionEnd ?? el.value.length) - (el.selectionStart ?? el.value.length));
      const room = Math.max(0, maxLength - (el.value.length - selected));
      pasting.current = true;
      setDropped(pasted.length > room ? pasted.length - room : 0);
    },
    [maxLength, onPaste],
  );

  const handleChange = useCallback(
    (e: ChangeEvent<E>) => {
      // The change that follows the paste keeps the notice; any later edit ends it.
      if (!pasting.current) setDropped(0);
      pasting.current = false;
      onChange?.(e);
    },
    [onChange],
  );

  /** The field's own props: its limit, the two handlers, and the notice as its description while one shows. */
  const fieldProps = (describedBy?: string) => ({
    maxLength,
    onPaste: handlePaste,
    onChange: handleChange,
    'aria-describedby': dropped > 0 ? noticeId : describedBy,
  });

  return {
    dropped,
    noticeId,
    handlePaste,
    handleChange,
    fieldProps,
    notice: { id: noticeId, dropped, max: maxLength },
  };
}
