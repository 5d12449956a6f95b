/** A drawn coastal road to a port: light, and it needs no image download in the ferry queue. */
export function Banner({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 640 220"
      role="img"
      aria-label={label}
      preserveAspectRatio="xMidYMid slice"
    >
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd9a0" />
          <stop offset="1" stopColor="#fff4e2" />
        </linearGradient>
      </defs>
      <rect width="640" height="220" fill="url(#sky)" />
      <circle cx="520" cy="70" r="34" fill="#f7b548" />
      <path d="M0 120 Q120 80 240 112 T480 100 T640 108 V220 H0Z" fill="#c98b4e" opacity="0.55" />
      <rect y="132" width="640" height="40" fill="#2f7fb5" />
      <path
        d="M0 150 Q160 140 320 150 T640 148"
        stroke="#ffffff"
        strokeOpacity="0.5"
        strokeWidth="2"
        fill="none"
      />
      <path d="M430 132 v-30 h14 v30 M437 102 l-10 -8 h20z" fill="#1b2a22" />
      <rect x="470" y="112" width="90" height="20" rx="3" fill="#ffffff" />
      <rect x="486" y="98" width="50" height="14" rx="3" fill="#ffffff" />
      <path d="M0 172 H640 V220 H0Z" fill="#5d6b63" />
      <path d="M0 196 H640" stroke="#ffffff" strokeWidth="4" strokeDasharray="26 18" />
      <g transform="translate(120 158)">
        <path d="M0 26 Q4 8 24 6 L48 0 Q70 -2 88 10 L108 14 Q118 16 118 26 V32 H0Z" fill="#00623a" />
        <path d="M30 8 L50 2 Q66 1 80 10 H30Z" fill="#cfe8f4" />
        <circle cx="26" cy="34" r="10" fill="#1b1f1c" />
        <circle cx="92" cy="34" r="10" fill="#1b1f1c" />
      </g>
    </svg>
  );
}
