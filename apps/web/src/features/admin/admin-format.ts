// admin area, small display helpers: paging props, durations, licence state labels.
import type { TLicenceState } from '@sxpt/contract';

/** Antd pagination props from the server's paging answer. */
export function pagingOf(
  data: { page: number; page_size: number; total: number } | undefined,
  onChange: (page: number, pageSize: number) => void,
) {
  return {
    current: data?.page ?? 1,
    pageSize: data?.page_size ?? 20,
    total: data?.total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [10, 20, 50, 100],
    showTotal: (total: number) => `共 ${total} 条`,
    onChange,
  };
}

/** Seconds as mm:ss (h:mm:ss from one hour on); '—' for 0 or less (unknown). */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds <= 0) return '—';
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
}

export const licenceStateTags: Record<TLicenceState, { text: string; color: string }> = {
  active: { text: '已激活', color: 'success' },
  not_activated: { text: '未激活', color: 'default' },
  expired: { text: '已过期', color: 'error' },
};

/** A byte count as KB / MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
