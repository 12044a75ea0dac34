/**
 * The site's hero backdrop: circuit lines and harbour waves, drawn in the page itself. As an SVG
 * image (a CSS background) Chromium drew it as a document of its own on the main thread, and again
 * whenever the hero was repainted (bench/decisions.md, "Weight": the figures). Drawn in the page, its few
 * shapes are painted with the rest. Scaled like `background-size: cover`.
 */
export function CircuitBackdrop() {
  return (
    <svg viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false">
      <rect width="1600" height="900" fill="#0b1526" />
      <g fill="none" stroke="#1f8f55" strokeWidth="2" opacity=".55">
        <path d="M900 120h180l60 60h220l40-40h200" />
        <path d="M860 260h120l50 50h300l70 70h200" />
        <path d="M940 420h160l40-40h180l60 60h220" />
        <path d="M880 560h240l60 60h160l50-50h210" />
        <path d="M1000 700h140l60 60h400" />
        <path d="M1080 180v-90M1340 310v-140M1220 380v140M1180 620v120M1460 570v-130" />
      </g>
      <g fill="#4ade80" opacity=".7">
        <circle cx="1080" cy="90" r="7" />
        <circle cx="1360" cy="180" r="6" />
        <circle cx="1340" cy="170" r="5" />
        <circle cx="1220" cy="520" r="7" />
        <circle cx="1180" cy="740" r="6" />
        <circle cx="1460" cy="440" r="7" />
        <circle cx="980" cy="260" r="5" />
        <circle cx="1100" cy="420" r="5" />
        <circle cx="1120" cy="560" r="6" />
      </g>
      <g fill="none" stroke="#2f6f9f" strokeWidth="3" opacity=".5">
        <path d="M0 800c120-40 240-40 360 0s240 40 360 0 240-40 360 0 240 40 360 0 240-40 360 0" />
        <path d="M0 850c120-40 240-40 360 0s240 40 360 0 240-40 360 0 240 40 360 0 240-40 360 0" />
      </g>
      <g opacity=".35" fill="none" stroke="#4ade80" strokeWidth="3">
        <rect x="1250" y="230" width="150" height="96" rx="8" />
        <path d="M1230 340h190l-14 18h-162z" />
      </g>
    </svg>
  );
}
