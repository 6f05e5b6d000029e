import { formatTable } from '@fleet/bench/formatTable';
import type { AdminSignInVisit } from './measureAdminSignIn.ts';
import { median } from './runLighthouse.ts';

interface AdminTarget {
  label: string;
  value(visit: AdminSignInVisit): number;
  limit: number;
  unit: 'ms' | 'kB';
}

/** Issue 29, point 6 (docs/admin.md, 'A light sign-in page'): on the phone profile, each the median of the visits. */
const adminTargets: readonly AdminTarget[] = [
  { label: 'first paint <= 1.0 s', value: (visit) => visit.paintMs, limit: 1000, unit: 'ms' },
  { label: 'sign-in form usable <= 1.2 s', value: (visit) => visit.usableMs, limit: 1200, unit: 'ms' },
  { label: "the sign-in page's script <= 80 kB as sent", value: (visit) => visit.untilApp.scripts / 1000, limit: 80, unit: 'kB' },
];

/** The admin's sign-in visits as two tables, the figures and the targets; a missed target does not fail the bench. */
export function adminSignInReport(path: string, visits: readonly AdminSignInVisit[]): string {
  const at = (figure: (visit: AdminSignInVisit) => number) => median(visits.map(figure))!;
  const rows: readonly [label: string, figure: (visit: AdminSignInVisit) => number, digits: number][] = [
    ['first paint ms', (visit) => visit.paintMs, 0],
    ['sign-in form usable ms', (visit) => visit.usableMs, 0],
    ['the app has taken the form over ms', (visit) => visit.appMs, 0],
    ['script until usable kB', (visit) => visit.untilUsable.scripts / 1000, 1],
    ['script until the app took over kB', (visit) => visit.untilApp.scripts / 1000, 1],
    ['styles until usable kB', (visit) => visit.untilUsable.styles / 1000, 1],
    ['HTML kB', (visit) => visit.untilUsable.html / 1000, 1],
    ['fonts until usable kB', (visit) => visit.untilUsable.fonts / 1000, 1],
    ['script fetched ahead before "Sign in" kB', (visit) => visit.aheadScripts / 1000, 1],
    ['"Sign in" pressed to the dashboard ms', (visit) => visit.signInToDashboardMs, 0],
  ];
  const figures = formatTable(
    [
      ['figure', 'median', 'every visit'],
      ...rows.map(([label, figure, digits]) => [label, at(figure).toFixed(digits), visits.map((visit) => figure(visit).toFixed(digits)).join(', ')]),
    ],
    1,
  );
  const targets = formatTable(
    [
      ['target', 'median', 'result'],
      ...adminTargets.map((target) => {
        const value = at(target.value);
        return [target.label, `${target.unit === 'kB' ? value.toFixed(1) : value.toFixed(0)} ${target.unit}`, value <= target.limit ? 'MET' : 'NOT MET'];
      }),
    ],
    1,
  );
  return [
    `The admin's sign-in page (${path}) on the phone profile (4x CPU, 150 ms, 1.6 Mbps), ${visits.length} fresh visits, each signing in to the dashboard`,
    "(bytes compressed, as sent; usable: painted, the fields keeping what is typed and 'Sign in' taken, held by the page's first script until",
    'the app has taken the form over: its handlers attached and what was typed in its state)',
    '',
    figures,
    '',
    targets,
  ].join('\n');
}
