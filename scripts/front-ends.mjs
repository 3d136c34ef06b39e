/** The front ends the gateway serves, in build order: the host first, then its remotes. */
export const FRONT_ENDS = [
  'shell',
  'mf-landing',
  'mf-habits',
  'mf-tasks',
  'mf-pomodoro',
  'mf-progress',
];
export const REMOTES = FRONT_ENDS.filter((name) => name !== 'shell');
