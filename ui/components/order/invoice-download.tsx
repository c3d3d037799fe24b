import { Icon } from '../icon/icon.tsx';

/** The order's invoice by its signed link once the order is paid; nothing before, since there is none yet. */
export const InvoiceDownload = ({ url, label }: { url: string | null; label: string }) =>
  url === null ? null : (
    <a className="button button-secondary order-invoice" href={url} download>
      <Icon name="mdi:file-download-outline" size={20} />
      <span>{label}</span>
    </a>
  );
