import { DownloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from './exportReport';
import { prewarmSheetWorker } from './sheetFile';

/**
 * The reports' Export button: a menu of the file formats.
 * - Opens on click (and Enter or Space), not on hover: a hover menu cannot be
 *   reached from the keyboard, and one whose button was busy while the pointer
 *   came in never opens until the pointer leaves and comes back.
 * - While an export runs, the button spins and the menu stays shut, so one
 *   export never starts over another.
 * - Opening the menu starts the export worker and its xlsx while the user picks.
 */
export default function ExportMenu(props: {
  /** Message id of each format's menu label, e.g. `settlement.export.${format}`. */
  labelId: (format: ExportFormat) => string;
  onExport: (format: ExportFormat) => void;
  busy: boolean;
  disabled?: boolean;
  testId: string;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const off = props.disabled || props.busy;
  return (
    <Dropdown
      disabled={off}
      trigger={['click']}
      open={open && !off}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) prewarmSheetWorker();
      }}
      menu={{
        items: EXPORT_FORMATS.map((f) => ({ key: f, label: intl.formatMessage({ id: props.labelId(f) }) })),
        onClick: ({ key }) => {
          setOpen(false);
          props.onExport(key as ExportFormat);
        },
      }}
    >
      <Button icon={<DownloadOutlined />} loading={props.busy} disabled={props.disabled} data-testid={props.testId}>
        {intl.formatMessage({ id: 'common.export' })}
      </Button>
    </Dropdown>
  );
}
