import { CloseOutlined, MenuOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Menu, type MenuProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import styles from './MenuLayout.less';

interface Props {
  /** The page shown: a new one closes the drawer (a link followed, Back). */
  pathname: string;
  /** The button's, the drawer's and the menu's name. */
  label: string;
  items: NonNullable<MenuProps['items']>;
  openKeys: string[];
  onOpenChange: (keys: string[]) => void;
}

/**
 * The side menu at phone width (issue 34): a button at the start of the header
 * opens the menu as a drawer from the start edge (the right in a right-to-left
 * language). A native modal <dialog> rather than antd's Drawer: the browser
 * keeps the focus inside, makes the page behind inert, and gives focus back to
 * the button, for no bytes (the shell loads on every page; antd's Drawer moved
 * about 4 KB gzip into it). It closes on a page chosen, on Escape, on a tap
 * outside it (on the backdrop) and with its close button.
 */
export default function PhoneMenu({ pathname, label, items, openKeys, onOpenChange }: Props) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    const box = dialog.current;
    if (!box || open === box.open) return;
    // jsdom has no showModal: the attribute alone shows the box there.
    if (open) {
      if (typeof box.showModal === 'function') box.showModal();
      else box.setAttribute('open', '');
    } else if (typeof box.close === 'function') box.close();
    else box.removeAttribute('open');
  }, [open]);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        type="text"
        className={styles.menuButton}
        icon={<MenuOutlined />}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-button"
        onClick={() => setOpen(true)}
      />
      <dialog
        ref={dialog}
        aria-label={label}
        className={styles.drawer}
        // Escape (the browser's cancel) and any other way the browser closes it.
        onClose={close}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
        // A tap on the backdrop reaches the dialog itself; its content fills the box.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <div className={styles.drawerBody}>
            <div className={styles.drawerHead}>
              <span>{label}</span>
              <Button
                type="text"
                icon={<CloseOutlined />}
                aria-label={intl.formatMessage({ id: 'common.close' })}
                className={styles.menuButton}
                onClick={close}
              />
            </div>
            <nav aria-label={label} className={styles.drawerNav}>
              <Menu
                mode="inline"
                items={items}
                selectedKeys={[pathname]}
                openKeys={openKeys}
                onOpenChange={onOpenChange}
                // A page chosen (the one already shown too): the drawer gives the screen back.
                onClick={close}
              />
            </nav>
          </div>
        ) : null}
      </dialog>
    </>
  );
}
