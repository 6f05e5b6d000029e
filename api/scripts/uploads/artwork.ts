import { deviceScene, eventScene, type Stand } from './indoorScenes.ts';
import { type Fleet, fleetScene, type Hazard, roadScene, type Setting } from './outdoorScenes.ts';
import { type Screen, screenScene } from './screenScene.ts';
import type { Device } from './shapes.ts';
import type { Canvas, Drawing } from './svg.ts';

/** What a post's image shows: its scene, and the hue that sets the palette. */
export type Artwork =
  | { hue: number; road: Hazard }
  | { hue: number; fleet: Fleet; setting: Setting }
  | { hue: number; devices: readonly Device[]; faded?: boolean }
  | { hue: number; event: Stand }
  | { hue: number; screen: Screen };

export function drawArtwork(art: Artwork, canvas: Canvas): Drawing {
  if ('road' in art) return roadScene(canvas, art.road);
  if ('fleet' in art) return fleetScene(canvas, art.fleet, art.setting);
  if ('devices' in art) return deviceScene(canvas, art.devices, art.faded);
  if ('event' in art) return eventScene(canvas, art.event);
  return screenScene(canvas, art.screen);
}

/** One entry per seeded media slug: incidents are dashcam views, products are product shots, software is a window. */
export const artwork: Readonly<Record<string, Artwork>> = {
  'roadsight-fleet-launch-hero': { hue: 205, fleet: 'van', setting: 'hills' },
  'ces-2024-booth': { hue: 265, event: 'booth' },
  'dr970x-2ch-lte-plus-front': { hue: 195, devices: ['dashcam', 'rearCam'] },
  'dr770x-2ch-van-install': { hue: 28, fleet: 'van', setting: 'city' },
  'red-light-runner-intersection': { hue: 15, road: 'redLight' },
  'act-expo-2024-booth': { hue: 150, event: 'booth' },
  'courier-van-fleet': { hue: 35, fleet: 'vans', setting: 'city' },
  'coaching-webinar-slide': { hue: 220, screen: 'slide' },
  'cm100glte-modem': { hue: 170, devices: ['modem'] },
  'fleet-technology-awards-2024': { hue: 45, event: 'award' },
  'box-3ch-pro-waste-truck': { hue: 290, fleet: 'waste', setting: 'city' },
  'deer-crossing-dawn': { hue: 20, road: 'deer' },
  'driver-privacy-settings': { hue: 250, screen: 'privacy' },
  'roadshow-demo-van': { hue: 320, fleet: 'van', setting: 'hills' },
  'sideswipe-merge-lane': { hue: 200, road: 'merge' },
  'year-in-review-2024': { hue: 285, screen: 'collage' },
  'cto-interview-edge-ai': { hue: 230, screen: 'interview' },
  'box-3ch-dms-camera': { hue: 185, devices: ['dms'] },
  'fleet-dashboard-overview': { hue: 210, screen: 'timeline' },
  'work-truck-week-2025': { hue: 15, event: 'hall' },
  'road-rage-calm-driver': { hue: 260, road: 'brake' },
  'construction-fleet-three-channel': { hue: 40, fleet: 'tipper', setting: 'site' },
  'live-fleet-map-intranet': { hue: 160, screen: 'map' },
  'ten-thousand-vehicles': { hue: 200, screen: 'markers' },
  'dr970x-2ch-plus-tour': { hue: 20, devices: ['dashcam', 'rearCam'] },
  'open-house-photos': { hue: 300, event: 'hall' },
  'hailstorm-i25': { hue: 215, road: 'hail' },
  'safety-scorecard-webinar': { hue: 130, screen: 'scorecard' },
  'ces-2026-hands-on': { hue: 280, event: 'prototypes' },
  'firmware-2-beta': { hue: 190, screen: 'firmware' },
  'box-3ch-truck-exterior-camera': { hue: 95, devices: ['exterior'] },
  'brand-voice-guidelines': { hue: 330, screen: 'document' },
  'dr750-end-of-life': { hue: 210, devices: ['dashcam'], faded: true },
  'cm100glte-rural-routes': { hue: 195, fleet: 'box', setting: 'gravel' },
  'cyclist-bus-lane-near-miss': { hue: 170, road: 'cyclist' },
  'open-telematics-data-alliance': { hue: 240, screen: 'network' },
};
