// The report screen's words, in one place so the screen and its tests quote them the same way.
export const REPORT_TEXT = {
  loading: 'Loading report...',
  failed: 'Failed to load the report',
  notFound: 'Report not found',
  notFoundBody: 'No crawler with this number has a report you can read. A living crawler’s report is private to its sponsor until it dies.',
  home: 'Back to Home',
  deadTitle: 'Bankruptcy Report',
  livingTitle: 'Crawler Report',
  inProgress: 'In progress',
  retired: 'Retired',
  watchReplay: 'Watch the replay',
  copyLink: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy: select the link and copy it yourself.',
} as const;
