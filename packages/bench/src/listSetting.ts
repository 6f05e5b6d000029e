/** A comma-separated list a bench reads from the environment (BENCH_PRESETS …), or undefined when unset or empty. */
export function listSetting(name: string): string[] | undefined {
  const items = process.env[name]
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return items && items.length > 0 ? items : undefined;
}

/** The routes BENCH_ROUTES names (each starts with "/"), or undefined to measure every page. */
export function routesSetting(): string[] | undefined {
  const routes = listSetting('BENCH_ROUTES');
  const bad = (routes ?? []).filter((route) => !route.startsWith('/'));
  if (bad.length > 0) throw new Error(`BENCH_ROUTES: routes start with "/" (got ${bad.join(', ')})`);
  return routes;
}
