import type { ImageAsset } from 'ui';
import hotspotFront from '../components/HotspotPromo/images/hotspot-1.svg';
import hotspotSignal from '../components/HotspotPromo/images/hotspot-2.svg';
import hotspotBattery from '../components/HotspotPromo/images/hotspot-3.svg';
import hotspotDevices from '../components/HotspotPromo/images/hotspot-4.svg';

const size = { width: 240, height: 160 };

/** The small Shield promo beside the portal: four hotspot pictures that take turns (English; `hotspotPromo.es.ts` in Spanish). */
export const hotspotPromo = {
  title: 'Shield 4G Hotspot',
  text: 'Unlimited internet for $14.89/month, up to 10 devices. 100% of profits go to our mission.',
  link: { text: 'See the hotspot', to: '/shieldhotspotsim' },
  pause: 'Pause pictures',
  play: 'Play pictures',
  /** Spec §9: the rotating image interval. */
  intervalMs: 5000,
  pictures: [
    { src: hotspotFront, alt: 'The Shield hotspot showing full signal', ...size },
    { src: hotspotSignal, alt: 'The Shield hotspot sending out a 5G signal', ...size },
    { src: hotspotBattery, alt: 'The Shield hotspot with a full battery', ...size },
    { src: hotspotDevices, alt: 'A laptop and a phone connected to the Shield hotspot', ...size },
  ] satisfies ImageAsset[],
};

export type HotspotPromoText = typeof hotspotPromo;
