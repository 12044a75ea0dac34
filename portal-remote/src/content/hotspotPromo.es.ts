import type { ImageAsset } from 'ui';
import hotspotFront from '../components/HotspotPromo/images/hotspot-1.svg';
import hotspotSignal from '../components/HotspotPromo/images/hotspot-2.svg';
import hotspotBattery from '../components/HotspotPromo/images/hotspot-3.svg';
import hotspotDevices from '../components/HotspotPromo/images/hotspot-4.svg';
import type { HotspotPromoText } from './hotspotPromo';

const size = { width: 240, height: 160 };

/** The Shield promo beside the portal, in Spanish: the same pictures, described in Spanish. */
export const hotspotPromoEs: HotspotPromoText = {
  title: 'Hotspot 4G de Shield',
  text: 'Internet ilimitado por $14.89 al mes, para hasta 10 dispositivos. El 100 % de las ganancias apoya nuestra misión.',
  link: { text: 'Ver el hotspot', to: '/shieldhotspotsim' },
  pause: 'Pausar las imágenes',
  play: 'Reproducir las imágenes',
  intervalMs: 5000,
  pictures: [
    { src: hotspotFront, alt: 'El hotspot de Shield con la señal completa', ...size },
    { src: hotspotSignal, alt: 'El hotspot de Shield emitiendo una señal 5G', ...size },
    { src: hotspotBattery, alt: 'El hotspot de Shield con la batería llena', ...size },
    { src: hotspotDevices, alt: 'Una laptop y un teléfono conectados al hotspot de Shield', ...size },
  ] satisfies ImageAsset[],
};
