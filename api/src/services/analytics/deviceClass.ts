/** The kinds of device the analytics count; the user agent they are read from is not kept. */
export type DeviceClass = 'phone' | 'tablet' | 'desktop';

/**
 * A user agent's kind of device, by the tokens browsers put there: tablets first (an iPad, Android without 'Mobile',
 * which Android tablets leave out), then phones, else a desktop. iPadOS 13+ says it is a Mac: it counts as a desktop.
 */
export function deviceClass(userAgent: string): DeviceClass {
  if (/\biPad\b|\bTablet\b|\bKindle\b|\bSilk\//i.test(userAgent)) return 'tablet';
  if (/\bAndroid\b/i.test(userAgent) && !/\bMobile\b/i.test(userAgent)) return 'tablet';
  if (/\bMobi|\biPhone\b|\biPod\b|\bAndroid\b|\bWindows Phone\b/i.test(userAgent)) return 'phone';
  return 'desktop';
}
