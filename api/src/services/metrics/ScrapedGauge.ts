import { Gauge, type GaugeConfiguration, type LabelValues } from 'prom-client';

export interface ScrapedSample<T extends string> {
  labels?: LabelValues<T>;
  value: number;
}

export interface ScrapedGaugeConfiguration<T extends string> extends Omit<GaugeConfiguration<T>, 'collect'> {
  /** Its samples as they are now; none when there is nothing to say, undefined when they could not be read. */
  read: () => Promise<ScrapedSample<T>[] | undefined>;
}

/**
 * A gauge read when scraped (from the database) that leaves its samples out when there are none or the read
 * failed: a dashboard then shows a gap and an alert on it stays quiet, where a 0 would say "nothing waiting".
 * `fleet_database_up` says why they are missing.
 */
export class ScrapedGauge<T extends string = string> extends Gauge<T> {
  private readonly read: ScrapedGaugeConfiguration<T>['read'];

  constructor({ read, ...configuration }: ScrapedGaugeConfiguration<T>) {
    super(configuration);
    this.read = read;
  }

  override async get(): ReturnType<Gauge<T>['get']> {
    const samples = await this.read();
    this.reset();
    for (const { labels, value } of samples ?? []) {
      if (labels) this.set(labels, value);
      else this.set(value);
    }
    const metric = await super.get();
    // Without samples a gauge without labels would still say 0.
    return samples && samples.length > 0 ? metric : { ...metric, values: [] };
  }
}
