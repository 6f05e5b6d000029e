/** One owner's response figures: the median over the leads they worked in the last 30 days, and their leads waiting now. */
export interface OwnerResponseTime {
  id: string;
  name: string;
  /** Business minutes from arrival to worked, the median; null when they worked none in the last 30 days. */
  medianMinutes: number | null;
  /** Leads they worked in the last 30 days. */
  worked: number;
  /** Their leads nobody has worked yet. */
  unworked: number;
  /** Of those, the ones past the response target. */
  overdue: number;
}

/** The leads nobody has, waiting now. */
export interface UnassignedResponseCounts {
  unworked: number;
  overdue: number;
}
