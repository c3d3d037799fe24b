import type { DeskPrintLine } from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';

/** A personalised line's print job on the desk: its state, the last error of a failed one, a download per surface. */
export const DeskPrintFiles = ({ job }: { job: DeskPrintLine | undefined }) => {
  const { t } = useTexts('accounts-order');
  if (job === undefined) return null;
  return (
    <span className="desk-print">
      <span className={job.status === 'failed' ? 'desk-print-state desk-print-failed' : 'desk-print-state'}>
        {t(`desk.print.${job.status}`, { attempts: job.attempts })}
      </span>
      {job.lastError !== null && job.status !== 'done' && (
        <span className="desk-muted">{t('desk.print.error', { error: job.lastError })}</span>
      )}
      {job.files.map((file) => (
        // A plain link: the browser downloads the file with the administrator's session.
        <a key={file.surfaceId} href={file.url} download className="desk-print-file">
          {t('desk.print.download', {
            surface: file.surfaceId,
            width: file.widthPx,
            height: file.heightPx,
            ppi: file.ppi,
          })}
        </a>
      ))}
    </span>
  );
};
