import { useIntl } from '@umijs/max';
import { Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useExport } from '@/lib/spreadsheet/useExport';
import { feedback } from '@/feedback';
import { noteChunkError } from '@/utils/chunkErrors';
import type { MetricKey, SettlementParams } from '@/contract/typings';
import type { ExportFormat } from '@/lib/spreadsheet/exportReport';
import ExportMenu from '@/lib/spreadsheet/ExportMenu';
import type { ExportProgress } from '../export/runExport';
import type { FilterNames } from '../export/filters';

/**
 * Exports the whole filtered range (every page) as .xlsx, .csv or data-only
 * .csv, with a progress dialog that can cancel. `params` null: nothing valid
 * to export yet; `names` name the filtered apps and ad positions in the preamble.
 */
export default function ExportButton({
  params,
  names,
  changeMetrics,
}: {
  params: SettlementParams | null;
  names: FilterNames;
  /** With a comparison: the metrics whose comparison and change columns the file carries. */
  changeMetrics?: readonly MetricKey[];
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<ExportProgress>({ stage: 'fetch', percent: 0 });
  const exporter = useExport({ failed: 'settlement.export.failed', cancelled: 'settlement.export.cancelled' });

  const start = (format: ExportFormat) => {
    if (!params) return;
    return exporter.run(async (signal) => {
      setProgress({ stage: 'fetch', percent: 0 });
      // A chunk that fails to arrive ends as a failed export (useExport says so); a stale build's missing chunk
      // also tells the shell, which checks for a new version and offers the reload.
      const { runSettlementExport, exportFilters, exportLabelsFor } = await import(
        /* webpackChunkName: "settlement-export" */ '../export'
      ).catch((error: unknown) => {
        noteChunkError(error);
        throw error;
      });
      const outcome = await runSettlementExport(params, {
        format,
        labels: exportLabelsFor(intl),
        filters: exportFilters(params, names, (id) => intl.formatMessage({ id }), intl.locale),
        changeMetrics,
        locale: intl.locale,
        signal,
        onProgress: (p) => !signal.aborted && setProgress(p),
      });
      if (!signal.aborted) {
        feedback.success(
          intl.formatMessage({ id: 'settlement.export.done' }, { rows: outcome.rows, fileName: outcome.fileName }),
        );
      }
    });
  };

  return (
    <>
      <ExportMenu
        labelId={(f) => `settlement.export.${f}`}
        onExport={(f) => void start(f)}
        busy={exporter.busy}
        disabled={!params}
        testId="settlement-export"
      />
      <Modal
        open={exporter.busy}
        title={intl.formatMessage({ id: 'settlement.export.title' })}
        closable={false}
        maskClosable={false}
        keyboard={false}
        footer={<Button onClick={exporter.cancel}>{intl.formatMessage({ id: 'common.cancel' })}</Button>}
      >
        {exporter.busy && (
          <div data-testid="settlement-export-progress" data-stage={progress.stage}>
            <Typography.Paragraph>
              {intl.formatMessage({ id: `settlement.export.stage.${progress.stage}` })}
            </Typography.Paragraph>
            <Progress percent={progress.percent} status="active" />
          </div>
        )}
      </Modal>
    </>
  );
}
