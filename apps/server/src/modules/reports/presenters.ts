import type { OpenReport, reportReasons } from '@medshelf/shared';

type Reason = (typeof reportReasons)[number];

// Aggregates and subquery columns may come back as text, depending on the driver.
const toIso = (value: Date | string | null) => (value ? new Date(value) : new Date(0)).toISOString();

type ReportedRow = { openReports: number; lastReportedAt: Date | string | null };
type OpenReportRow = {
  id: string;
  reason: string;
  details: string;
  reporterUsername: string | null;
  createdAt: Date | string;
};

/** What the queue shows of a deck's or a comment's open reports: how many, since when, the newest. */
export function openReportsOf(row: ReportedRow, reports: OpenReportRow[]) {
  return {
    openReports: row.openReports,
    lastReportedAt: toIso(row.lastReportedAt),
    reports: reports.map(
      (report): OpenReport => ({
        id: report.id,
        reason: report.reason as Reason,
        details: report.details,
        reporterUsername: report.reporterUsername,
        createdAt: toIso(report.createdAt),
      }),
    ),
  };
}
