// Generates the demo marketplace items' photos in backend/seed-images/items/ (committed; run again only
// to change them):
//
//   node backend/scripts/generate-item-images.mjs
//
// Like the gigs' photos (generate-seed-images.mjs): SVG scenes of shapes and text rendered by sharp
// into `<name>.webp` (display, 1200x800) and `<name>-thumb.webp` (480x320), the two sizes an upload is
// stored in. The seed stores them as uploads of each item's seller (backend/src/seed/index.ts); every
// item names one to three of them (backend/src/seed/items.ts). Made by the project, public domain
// (CC0): see backend/seed-images/LICENSE.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { H, linear, MONO, random, SANS, SERIF, shadow, svg, W, writeScenes } from './seed-image-kit.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed-images', 'items');

/** A product shot's backdrop: a wall, a surface from `horizon` down, and the shadow filter `sh`. */
const studio = (wall, surface, horizon = 520, sh = [16, 18, 0.35]) => ({
  defs:
    linear('wall', [
      [0, wall[0]],
      [1, wall[1]],
    ]) +
    linear('surface', [
      [0, surface[0]],
      [1, surface[1]],
    ]) +
    shadow('sh', ...sh),
  body: `<rect width="${W}" height="${H}" fill="url(#wall)"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="url(#surface)"/>`,
});

/** Wood grain lines across a surface band. */
const grain = (seed, y0, y1, color = '#000', opacity = 0.08) => {
  const rnd = random(seed);
  return Array.from({ length: 14 }, () => {
    const y = y0 + rnd() * (y1 - y0);
    const d = 6 + rnd() * 10;
    return `<path d="M0 ${y} C300 ${y - d} 600 ${y + d} ${W} ${y - d / 2}" stroke="${color}" stroke-width="${1 + rnd() * 2}" fill="none" opacity="${opacity}"/>`;
  }).join('');
};

const pencil = (x, y, angle, length = 300, color = '#f2c230') =>
  `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#sh)"><rect x="0" y="-9" width="${length}" height="18" fill="${color}"/><rect x="${length - 26}" y="-9" width="26" height="18" fill="#c9c2b3"/><rect x="${length}" y="-9" width="22" height="18" rx="4" fill="#e88b8b"/><path d="M0 -9 L-40 0 L0 9 z" fill="#e9cfa5"/><path d="M-28 -3 L-40 0 L-28 3 z" fill="#333"/></g>`;

const scenes = {
  'calculus-textbook': () => {
    const s = studio(['#e8e1d4', '#d4c9b6'], ['#9a6a43', '#6e4528'], 470);
    const curve = [];
    for (let x = 0; x <= 360; x += 6)
      curve.push(`${420 + x},${330 - 110 * Math.sin(x / 70) * Math.exp(-x / 400)}`);
    return svg(
      s.defs +
        linear('cover', [
          [0, '#1d4f7a'],
          [1, '#0f2d48'],
        ]),
      `${s.body}${grain(3, 470, 800, '#2a160a', 0.18)}
      <g transform="rotate(-6 600 400)">
        <rect x="330" y="130" width="540" height="620" rx="8" fill="#ece7dc" filter="url(#sh)"/>
        <rect x="320" y="120" width="540" height="620" rx="8" fill="url(#cover)"/>
        <rect x="320" y="120" width="34" height="620" fill="#0b2236"/>
        <polyline points="${curve.join(' ')}" fill="none" stroke="#f2b33d" stroke-width="10" stroke-linecap="round"/>
        <circle cx="700" cy="260" r="70" fill="#f2b33d" opacity="0.25"/>
        <text x="400" y="520" font-size="70" font-weight="bold" fill="#fff" ${SANS} letter-spacing="4">CALCULUS</text>
        <text x="402" y="572" font-size="30" fill="#cfe0ef" ${SERIF} font-style="italic">Early Transcendentals</text>
        <text x="402" y="690" font-size="28" fill="#fff" ${SANS}>Ninth Edition</text>
        <rect x="760" y="640" width="70" height="70" rx="35" fill="#f2b33d"/>
        <text x="795" y="686" text-anchor="middle" font-size="32" font-weight="bold" fill="#0f2d48" ${SANS}>9e</text>
      </g>
      ${pencil(880, 640, -24, 260)}
      <g transform="rotate(8 200 600)" filter="url(#sh)"><rect x="110" y="540" width="170" height="150" fill="#f7e36b"/><path d="M130 580 H260 M130 610 H240 M130 640 H250" stroke="#7a6a2a" stroke-width="4"/></g>`,
    );
  },

  'calculus-textbook-open': () => {
    const s = studio(['#e8e1d4', '#d4c9b6'], ['#9a6a43', '#6e4528'], 300);
    const lines = (x, y0, n, seed, highlight = []) => {
      const rnd = random(seed);
      return Array.from({ length: n }, (_, i) => {
        const w = 300 + rnd() * 120;
        const y = y0 + i * 30;
        const hl = highlight.includes(i)
          ? `<rect x="${x - 4}" y="${y - 14}" width="${w * 0.8}" height="22" fill="#f7e36b" opacity="0.75"/>`
          : '';
        return `${hl}<rect x="${x}" y="${y - 7}" width="${w}" height="8" rx="4" fill="#8a8578"/>`;
      }).join('');
    };
    return svg(
      s.defs,
      `${s.body}${grain(7, 300, 800, '#2a160a', 0.18)}
      <g filter="url(#sh)">
        <path d="M90 150 Q340 120 600 170 L600 730 Q340 690 90 720 z" fill="#fbf8f0"/>
        <path d="M1110 150 Q860 120 600 170 L600 730 Q860 690 1110 720 z" fill="#f6f2e7"/>
      </g>
      <path d="M600 170 V730" stroke="#cfc8b6" stroke-width="6"/>
      <text x="140" y="225" font-size="34" font-weight="bold" fill="#1d4f7a" ${SANS}>2.3  Calculating Limits</text>
      ${lines(140, 275, 6, 11, [1, 2])}
      <text x="170" y="490" font-size="40" fill="#222" ${SERIF} font-style="italic">lim (x² − 1)/(x − 1) = 2</text>
      <text x="200" y="520" font-size="22" fill="#222" ${SERIF} font-style="italic">x→1</text>
      ${lines(140, 570, 5, 12, [3])}
      <rect x="650" y="210" width="400" height="250" rx="6" fill="#fff" stroke="#cfd8e3" stroke-width="3"/>
      <path d="M680 420 H1020 M700 440 V230" stroke="#5a6a7a" stroke-width="3"/>
      <path d="M710 410 Q800 400 850 330 T1010 250" stroke="#d9534f" stroke-width="6" fill="none"/>
      <circle cx="850" cy="330" r="10" fill="#fff" stroke="#d9534f" stroke-width="4"/>
      ${lines(660, 520, 6, 13, [0])}
      <text x="1060" y="700" text-anchor="end" font-size="22" fill="#8a8578" ${SANS}>101</text>
      ${pencil(760, 770, -8, 300, '#3f7fbf')}`,
    );
  },

  'graphing-calculator': () => {
    const s = studio(['#dfe6ee', '#c3ceda'], ['#f2f2f2', '#d5d9de'], 560);
    const keys = [];
    const colors = ['#2b2f36', '#2b2f36', '#2b2f36', '#2b2f36', '#2b2f36'];
    for (let r = 0; r < 7; r++)
      for (let c = 0; c < 5; c++) {
        const fill = r === 0 ? '#e8e8e8' : r > 2 && c > 0 && c < 4 ? '#f0f0f0' : colors[c];
        keys.push(
          `<rect x="${452 + c * 62}" y="${452 + r * 40}" width="50" height="28" rx="9" fill="${fill}" stroke="#111" stroke-width="1.5"/>`,
        );
      }
    const plot = [];
    for (let x = 0; x <= 236; x += 4) plot.push(`${482 + x},${290 - 70 * Math.sin(x / 30)}`);
    return svg(
      s.defs +
        linear(
          'calc',
          [
            [0, '#3a4556'],
            [1, '#1c2330'],
          ],
          1,
          0,
        ),
      `${s.body}
      <g transform="rotate(-8 600 440)">
        <rect x="420" y="100" width="360" height="700" rx="44" fill="url(#calc)" filter="url(#sh)"/>
        <rect x="460" y="150" width="280" height="200" rx="10" fill="#111820"/>
        <rect x="472" y="162" width="256" height="176" rx="4" fill="#dfe9d8"/>
        <path d="M482 290 H718 M600 172 V330" stroke="#7a8a70" stroke-width="2"/>
        <polyline points="${plot.join(' ')}" fill="none" stroke="#1f4fbf" stroke-width="4"/>
        <text x="482" y="190" font-size="16" fill="#33402d" ${MONO}>Y1=3sin(X/2)</text>
        <text x="600" y="390" text-anchor="middle" font-size="22" font-weight="bold" fill="#cfd6e0" ${SANS}>GRAPHING  CE</text>
        <circle cx="690" cy="420" r="22" fill="#111" stroke="#5a6474" stroke-width="3"/>
        ${keys.join('')}
      </g>
      <path d="M860 700 C930 620 1000 760 1080 690 S1160 600 1200 640" stroke="#2b2f36" stroke-width="10" fill="none" stroke-linecap="round"/>
      <rect x="830" y="686" width="44" height="26" rx="5" fill="#8a929e" transform="rotate(-40 852 699)"/>`,
    );
  },

  'desk-with-drawers': () => {
    const s = studio(['#e9e4dc', '#d7d0c4'], ['#b89572', '#8f6e4f'], 620);
    return svg(
      s.defs +
        linear('top', [
          [0, '#ffffff'],
          [1, '#e5e5e2'],
        ]),
      `${s.body}${grain(5, 620, 800, '#3a2614', 0.15)}
      <rect x="940" y="90" width="180" height="240" fill="#fff" stroke="#cfc6b8" stroke-width="10" filter="url(#sh)"/>
      <path d="M960 300 L1000 220 L1040 260 L1080 180 L1100 300 z" fill="#7fa37a"/>
      <g filter="url(#sh)">
        <rect x="160" y="360" width="880" height="34" fill="url(#top)"/>
        <rect x="190" y="394" width="22" height="300" fill="#f0f0ee"/>
        <rect x="450" y="394" width="22" height="300" fill="#e4e4e1"/>
        <rect x="760" y="394" width="250" height="300" fill="#f4f4f2"/>
      </g>
      <g fill="#fafaf8" stroke="#d6d6d2" stroke-width="3">
        <rect x="770" y="404" width="230" height="50"/><rect x="770" y="462" width="230" height="50"/>
        <rect x="770" y="520" width="230" height="50"/><rect x="770" y="578" width="230" height="50"/>
        <rect x="770" y="636" width="230" height="50"/>
      </g>
      <g fill="#b7b7b2"><rect x="860" y="424" width="50" height="8" rx="4"/><rect x="860" y="482" width="50" height="8" rx="4"/><rect x="860" y="540" width="50" height="8" rx="4"/><rect x="860" y="598" width="50" height="8" rx="4"/><rect x="860" y="656" width="50" height="8" rx="4"/></g>
      <g filter="url(#sh)">
        <path d="M420 350 L460 250 L700 250 L660 350 z" fill="#2e3440"/>
        <path d="M400 350 H720 V362 H400 z" fill="#b8bcc4"/>
      </g>
      <path d="M470 262 L690 262 L656 340 L436 340 z" fill="#5b8fd9" opacity="0.7"/>
      <rect x="250" y="280" width="90" height="70" rx="6" fill="#c9563c"/><rect x="262" y="270" width="66" height="14" rx="4" fill="#a8432c"/>`,
    );
  },

  'winter-jacket': () => {
    const s = studio(['#d7e1e8', '#b9c7d1'], ['#8b7d70', '#6a5e53'], 700);
    const baffles = Array.from(
      { length: 8 },
      (_, i) =>
        `<path d="M${420 - i * 3} ${250 + i * 56} Q600 ${270 + i * 56} ${780 + i * 3} ${250 + i * 56}" stroke="#0e1f33" stroke-width="4" fill="none" opacity="0.55"/>`,
    ).join('');
    return svg(
      s.defs +
        linear(
          'down',
          [
            [0, '#2c5a8c'],
            [1, '#193b63'],
          ],
          1,
          1,
        ),
      `${s.body}
      <path d="M600 60 V120 M540 150 Q600 100 660 150" stroke="#8d8d8d" stroke-width="8" fill="none"/>
      <path d="M440 170 H760" stroke="#9a7b54" stroke-width="16" stroke-linecap="round"/>
      <g filter="url(#sh)">
        <path d="M470 170 Q600 210 730 170 L800 200 Q880 240 900 330 L930 640 Q900 660 860 650 L820 380 L800 690 Q600 720 400 690 L380 380 L340 650 Q300 660 270 640 L300 330 Q320 240 400 200 z" fill="url(#down)"/>
      </g>
      ${baffles}
      <path d="M600 190 V700" stroke="#c9ced6" stroke-width="6"/>
      <path d="M520 170 Q600 260 680 170" fill="#1a3556" stroke="#0e1f33" stroke-width="4"/>
      <rect x="420" y="480" width="70" height="10" rx="5" fill="#0e1f33"/><rect x="710" y="480" width="70" height="10" rx="5" fill="#0e1f33"/>
      <path d="M300 340 L330 640 M900 340 L870 640" stroke="#0e1f33" stroke-width="3" opacity="0.5"/>`,
    );
  },

  'drafting-supplies': () => {
    const s = studio(['#3b4a3f', '#2d3a31'], ['#4a5a4e', '#35443a'], 0);
    const grid = [];
    for (let x = 120; x <= 1080; x += 40)
      grid.push(
        `<path d="M${x} 80 V720" stroke="#b8d8c0" stroke-width="${(x - 120) % 200 ? 1 : 2.5}" opacity="0.5"/>`,
      );
    for (let y = 80; y <= 720; y += 40)
      grid.push(
        `<path d="M120 ${y} H1080" stroke="#b8d8c0" stroke-width="${(y - 80) % 200 ? 1 : 2.5}" opacity="0.5"/>`,
      );
    const pen = (x, y, angle, cap) =>
      `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#sh)"><rect x="0" y="-11" width="330" height="22" rx="8" fill="#1d1f24"/><rect x="250" y="-13" width="90" height="26" rx="9" fill="${cap}"/><path d="M0 -7 L-34 -2 L-34 2 L0 7 z" fill="#a9adb5"/><rect x="-50" y="-1.5" width="18" height="3" fill="#555"/></g>`;
    return svg(
      s.defs +
        linear('mat', [
          [0, '#2f7a4f'],
          [1, '#24613e'],
        ]),
      `${s.body}
      <rect x="100" y="60" width="1000" height="680" rx="14" fill="url(#mat)" filter="url(#sh)"/>
      ${grid.join('')}
      <g filter="url(#sh)"><rect x="160" y="120" width="360" height="480" fill="#f6f3ea"/><rect x="150" y="112" width="360" height="480" fill="#fbf9f3"/></g>
      <path d="M190 520 L300 300 L420 420 L480 250" stroke="#6b6b6b" stroke-width="2" fill="none" stroke-dasharray="6 6"/>
      <rect x="200" y="340" width="140" height="120" fill="none" stroke="#3a3a3a" stroke-width="2"/>
      <circle cx="400" cy="450" r="60" fill="none" stroke="#3a3a3a" stroke-width="2"/>
      <g filter="url(#sh)" fill="#f0b43c" opacity="0.85">
        <path d="M640 180 C760 120 900 160 960 260 C1000 330 940 360 900 320 C860 270 790 250 730 290 C690 320 620 260 640 180 z M760 230 a24 24 0 1 0 0.1 0 z" fill-rule="evenodd"/>
        <path d="M700 420 C820 380 960 430 1010 520 C1030 560 990 590 960 560 C910 500 830 480 760 510 C720 530 670 460 700 420 z" fill="#66b3d9"/>
      </g>
      ${pen(620, 640, -12, '#c0392b')}${pen(640, 690, -8, '#2e86c1')}${pen(660, 600, -16, '#1d1f24')}`,
    );
  },

  'soccer-cleats': () => {
    const s = studio(['#cfe3f3', '#a9c9e3'], ['#4f9a48', '#2f6b2b'], 560);
    const rnd = random(21);
    const blades = Array.from({ length: 160 }, () => {
      const x = rnd() * W;
      const y = 560 + rnd() * 240;
      return `<path d="M${x} ${y} l${(rnd() - 0.5) * 10} -${10 + rnd() * 18}" stroke="#6fbf63" stroke-width="2" opacity="0.7"/>`;
    }).join('');
    const cleat = (x, y, scale, flip) =>
      `<g transform="translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})" filter="url(#sh)">
        <path d="M-260 40 Q-270 -20 -200 -40 L-60 -70 Q0 -150 90 -150 Q150 -150 170 -90 L250 -40 Q290 -10 280 40 z" fill="#f4f4f4"/>
        <path d="M-260 40 H280 Q285 62 260 66 H-240 Q-262 62 -260 40 z" fill="#1e1e22"/>
        <g fill="#1e1e22"><rect x="-230" y="62" width="26" height="26" rx="6"/><rect x="-150" y="62" width="26" height="26" rx="6"/><rect x="120" y="62" width="26" height="26" rx="6"/><rect x="210" y="62" width="26" height="26" rx="6"/></g>
        <path d="M-200 10 Q-20 -10 160 -70" stroke="#1b4fa0" stroke-width="22" stroke-linecap="round" fill="none"/>
        <path d="M90 -150 Q120 -140 150 -120" stroke="#c8c8c8" stroke-width="6" fill="none"/>
        <path d="M30 -120 L110 -130 M40 -100 L120 -110 M50 -80 L130 -92" stroke="#222" stroke-width="4"/>
      </g>`;
    return svg(s.defs, `${s.body}${blades}${cleat(420, 520, 1, false)}${cleat(800, 600, 0.95, true)}`);
  },

  'soccer-cleats-soles': () => {
    const s = studio(['#e9e7e2', '#d4d1ca'], ['#d4d1ca', '#bdb9b0'], 800);
    const sole = (x, angle) => {
      const studs = [
        [0, -230],
        [-40, -180],
        [40, -180],
        [-45, -100],
        [45, -100],
        [0, -40],
        [-35, 120],
        [35, 120],
        [0, 190],
      ]
        .map(
          ([sx, sy]) =>
            `<ellipse cx="${sx}" cy="${sy}" rx="18" ry="22" fill="#2a2a2e" stroke="#55555c" stroke-width="4"/>`,
        )
        .join('');
      return `<g transform="translate(${x} 400) rotate(${angle})" filter="url(#sh)"><path d="M0 -300 C90 -300 100 -150 80 -40 C70 40 90 120 70 200 C55 270 -55 270 -70 200 C-90 120 -70 40 -80 -40 C-100 -150 -90 -300 0 -300 z" fill="#e9ecef" stroke="#1b4fa0" stroke-width="10"/><path d="M-50 20 H50" stroke="#1b4fa0" stroke-width="8"/>${studs}</g>`;
    };
    return svg(
      s.defs,
      `${s.body}${sole(480, -10)}${sole(720, 12)}
      <text x="600" y="760" text-anchor="middle" font-size="28" fill="#6b6860" ${SANS}>Size 10 · lots of tread left</text>`,
    );
  },

  'mini-fridge': () => {
    const s = studio(['#f1e6d6', '#e0d0b8'], ['#8a9aa6', '#6d7d89'], 640);
    return svg(
      s.defs +
        linear(
          'steel',
          [
            [0, '#f4f5f6'],
            [1, '#c9ced3'],
          ],
          1,
          0,
        ),
      `${s.body}
      <rect x="80" y="120" width="300" height="200" fill="#fff" stroke="#c8b89c" stroke-width="10"/>
      <path d="M100 300 L180 200 L240 250 L300 170 L360 300 z" fill="#d9a25e" opacity="0.8"/>
      <g filter="url(#sh)">
        <rect x="430" y="220" width="380" height="460" rx="18" fill="url(#steel)"/>
      </g>
      <rect x="430" y="220" width="380" height="460" rx="18" fill="none" stroke="#aab1b8" stroke-width="4"/>
      <rect x="770" y="300" width="16" height="180" rx="8" fill="#7e868e"/>
      <rect x="460" y="650" width="320" height="14" rx="4" fill="#6e767e"/>
      <rect x="448" y="680" width="30" height="16" fill="#333"/><rect x="762" y="680" width="30" height="16" fill="#333"/>
      <g filter="url(#sh)"><rect x="470" y="150" width="120" height="70" rx="10" fill="#3e7c59"/><rect x="610" y="120" width="90" height="100" rx="8" fill="#e1b12c"/><circle cx="740" cy="190" r="30" fill="#c0392b"/></g>`,
    );
  },

  'mini-fridge-open': () => {
    const s = studio(['#f1e6d6', '#e0d0b8'], ['#8a9aa6', '#6d7d89'], 640);
    return svg(
      s.defs +
        linear(
          'steel',
          [
            [0, '#f4f5f6'],
            [1, '#c9ced3'],
          ],
          1,
          0,
        ) +
        linear('inside', [
          [0, '#ffffff'],
          [1, '#e3ebef'],
        ]),
      `${s.body}
      <g filter="url(#sh)"><rect x="330" y="200" width="400" height="480" rx="18" fill="url(#steel)"/></g>
      <rect x="356" y="226" width="348" height="430" rx="10" fill="url(#inside)"/>
      <rect x="372" y="240" width="316" height="110" rx="6" fill="#dfe6ea" stroke="#b9c3ca" stroke-width="4"/>
      <text x="530" y="305" text-anchor="middle" font-size="24" fill="#7a8a94" ${SANS}>FREEZER</text>
      <path d="M372 440 H688 M372 540 H688" stroke="#b9c3ca" stroke-width="6"/>
      <rect x="400" y="380" width="70" height="58" rx="6" fill="#3e7c59"/><rect x="500" y="392" width="110" height="46" rx="6" fill="#f2f2f2" stroke="#ccc" stroke-width="3"/>
      <g filter="url(#sh)">
        <path d="M730 200 L930 150 L930 730 L730 680 z" fill="url(#steel)"/>
        <path d="M750 260 L910 226 M750 620 L910 650" stroke="#aab1b8" stroke-width="5"/>
        <rect x="760" y="300" width="140" height="40" rx="6" fill="#e3ebef"/>
        <rect x="760" y="420" width="140" height="40" rx="6" fill="#e3ebef"/>
        <rect x="775" y="258" width="28" height="44" rx="6" fill="#2e86c1"/><rect x="815" y="262" width="28" height="40" rx="6" fill="#e67e22"/>
      </g>
      <text x="560" y="740" text-anchor="middle" font-size="26" fill="#2d3840" ${SANS}>3.1 cu ft · cleaned and defrosted</text>`,
    );
  },

  'hybrid-bike': () => {
    const s = studio(['#bfe0f2', '#e9f4fa'], ['#9a9a96', '#7b7b77'], 600);
    const spokes = (cx, cy) =>
      Array.from({ length: 18 }, (_, i) => {
        const a = (i * Math.PI) / 9;
        return `<path d="M${cx} ${cy} L${cx + 150 * Math.cos(a)} ${cy + 150 * Math.sin(a)}" stroke="#b7bcc3" stroke-width="2"/>`;
      }).join('');
    return svg(
      s.defs,
      `${s.body}
      <rect x="0" y="420" width="${W}" height="180" fill="#7fb069" opacity="0.6"/>
      <circle cx="180" cy="380" r="120" fill="#5f9a4e" opacity="0.7"/><circle cx="1060" cy="360" r="150" fill="#5f9a4e" opacity="0.7"/>
      <rect x="0" y="600" width="${W}" height="10" fill="#bdbdb8"/>
      <ellipse cx="600" cy="740" rx="460" ry="22" fill="#000" opacity="0.25"/>
      <g filter="url(#sh)">
        <circle cx="320" cy="580" r="160" fill="none" stroke="#1d1d22" stroke-width="22"/>
        <circle cx="880" cy="580" r="160" fill="none" stroke="#1d1d22" stroke-width="22"/>
      </g>
      ${spokes(320, 580)}${spokes(880, 580)}
      <circle cx="320" cy="580" r="14" fill="#c7ccd3"/><circle cx="880" cy="580" r="14" fill="#c7ccd3"/>
      <g stroke="#8e2b2b" stroke-width="20" stroke-linecap="round" stroke-linejoin="round" fill="none">
        <path d="M320 580 L560 580 L500 360 L320 580 M500 360 L800 370 L560 580 M800 370 L880 580"/>
        <path d="M800 370 L780 300"/>
      </g>
      <path d="M780 300 q20 -16 64 -10 q22 4 32 24" stroke="#1d1d22" stroke-width="12" fill="none" stroke-linecap="round"/>
      <path d="M500 360 L490 316" stroke="#b7bcc3" stroke-width="12" stroke-linecap="round"/>
      <path d="M436 306 q54 -18 116 0 q-10 22 -54 22 q-42 0 -62 -22 z" fill="#1d1d22"/>
      <circle cx="560" cy="580" r="46" fill="none" stroke="#b7bcc3" stroke-width="8"/>
      <path d="M320 568 L560 534 M320 592 L560 626" stroke="#52575e" stroke-width="5"/>
      <rect x="838" y="292" width="34" height="22" rx="6" fill="#f5f5f0"/><circle cx="872" cy="303" r="8" fill="#fff6b0"/>
      <text x="1140" y="90" text-anchor="end" font-size="30" font-weight="bold" fill="#2a4a5e" ${SANS}>17" frame · freshly tuned</text>`,
    );
  },

  'bike-lock-lights': () => {
    const s = studio(['#6b7f8c', '#52636e'], ['#a07a55', '#7a5a3c'], 380);
    return svg(
      s.defs,
      `${s.body}${grain(17, 380, 800, '#2a160a', 0.2)}
      <g filter="url(#sh)">
        <path d="M300 640 V380 a150 150 0 0 1 300 0 V640" stroke="#2b2b30" stroke-width="56" fill="none"/>
        <path d="M300 640 V380 a150 150 0 0 1 300 0 V640" stroke="#3e3e46" stroke-width="36" fill="none"/>
        <rect x="230" y="600" width="440" height="90" rx="24" fill="#e0b21c"/>
        <rect x="250" y="620" width="400" height="50" rx="14" fill="#c79a0e"/>
        <circle cx="610" cy="645" r="16" fill="#555"/><rect x="606" y="635" width="8" height="20" fill="#222"/>
      </g>
      <g filter="url(#sh)">
        <rect x="770" y="430" width="140" height="80" rx="30" fill="#1e1e22"/>
        <circle cx="840" cy="470" r="28" fill="#fffbe0"/><circle cx="840" cy="470" r="16" fill="#fff"/>
        <rect x="950" y="560" width="130" height="72" rx="28" fill="#1e1e22"/>
        <rect x="968" y="576" width="94" height="40" rx="18" fill="#e53935"/>
      </g>
      <circle cx="840" cy="470" r="70" fill="#fffbe0" opacity="0.25"/>
      <circle cx="1015" cy="596" r="60" fill="#ff5a4f" opacity="0.2"/>
      <path d="M780 700 q60 -40 120 0 t120 0" stroke="#2b2b30" stroke-width="8" fill="none"/>
      <g fill="#b8bec7"><rect x="120" y="700" width="80" height="16" rx="8"/><circle cx="200" cy="708" r="16"/></g>`,
    );
  },

  'bike-drivetrain': () => {
    const s = studio(['#3a4148', '#22272c'], ['#22272c', '#22272c'], 800);
    const teeth = (cx, cy, r, n, color) =>
      Array.from({ length: n }, (_, i) => {
        const a = (i * 2 * Math.PI) / n;
        return `<rect x="${cx + r * Math.cos(a) - 5}" y="${cy + r * Math.sin(a) - 5}" width="10" height="10" fill="${color}" transform="rotate(${(a * 180) / Math.PI} ${cx + r * Math.cos(a)} ${cy + r * Math.sin(a)})"/>`;
      }).join('');
    const links = [];
    for (let x = 330; x <= 860; x += 22) {
      links.push(`<rect x="${x}" y="268" width="18" height="14" rx="4" fill="#9aa1a9"/>`);
      links.push(`<rect x="${x}" y="558" width="18" height="14" rx="4" fill="#9aa1a9"/>`);
    }
    return svg(
      s.defs,
      `${s.body}
      <circle cx="330" cy="420" r="150" fill="#c6ccd3" filter="url(#sh)"/>
      ${teeth(330, 420, 150, 44, '#c6ccd3')}
      <circle cx="330" cy="420" r="110" fill="#3a4148"/>
      <g stroke="#c6ccd3" stroke-width="22" stroke-linecap="round"><path d="M330 420 L330 330 M330 420 L408 465 M330 420 L252 465"/></g>
      <circle cx="330" cy="420" r="34" fill="#8a9098"/>
      <g filter="url(#sh)">
        <circle cx="880" cy="420" r="140" fill="#b0b6bd"/>${teeth(880, 420, 140, 36, '#b0b6bd')}
        <circle cx="880" cy="420" r="110" fill="#c6ccd3"/><circle cx="880" cy="420" r="80" fill="#b0b6bd"/>
        <circle cx="880" cy="420" r="52" fill="#c6ccd3"/><circle cx="880" cy="420" r="24" fill="#6a7078"/>
      </g>
      ${links.join('')}
      <path d="M330 270 H880 M330 570 H880" stroke="#6a7078" stroke-width="3" opacity="0.6"/>
      <text x="600" y="720" text-anchor="middle" font-size="30" fill="#e3e7eb" ${SANS}>New chain and brake pads</text>`,
    );
  },

  'game-tickets': () => {
    const s = studio(['#e9dfcf', '#d6c6ab'], ['#d6c6ab', '#c9b694'], 800);
    const ticket = (x, y, angle, seat) =>
      `<g transform="translate(${x} ${y}) rotate(${angle})" filter="url(#sh)">
        <path d="M-330 -130 H330 V-40 a30 30 0 0 0 0 80 V130 H-330 V40 a30 30 0 0 0 0 -80 z" fill="#fdfaf3"/>
        <rect x="-330" y="-130" width="470" height="70" fill="#bf5700"/>
        <text x="-305" y="-82" font-size="34" font-weight="bold" fill="#fff" ${SANS} letter-spacing="2">RIVALRY WEEKEND</text>
        <text x="-305" y="-10" font-size="28" fill="#3a2a1a" ${SANS}>Memorial Stadium · 2:30 PM</text>
        <text x="-305" y="40" font-size="26" fill="#3a2a1a" ${SANS}>STUDENT SECTION</text>
        <text x="-305" y="100" font-size="34" font-weight="bold" fill="#3a2a1a" ${MONO}>ROW 18  SEAT ${seat}</text>
        <path d="M160 -130 V130" stroke="#c9b694" stroke-width="4" stroke-dasharray="10 8"/>
        <g fill="#3a2a1a">${Array.from({ length: 14 }, (_, i) => `<rect x="${190 + i * 9}" y="-40" width="${i % 3 ? 3 : 6}" height="110"/>`).join('')}</g>
      </g>`;
    return svg(s.defs, `${s.body}${ticket(560, 240, -7, 7)}${ticket(650, 560, 5, 8)}`);
  },

  'lab-coat-goggles': () => {
    const s = studio(['#dfe8ec', '#c6d3d9'], ['#a9b4ba', '#8e9aa0'], 720);
    return svg(
      s.defs,
      `${s.body}
      <path d="M480 60 V110 M430 140 Q480 90 530 140" stroke="#8d8d8d" stroke-width="8" fill="none"/>
      <path d="M340 150 H620" stroke="#9a7b54" stroke-width="14" stroke-linecap="round"/>
      <g filter="url(#sh)">
        <path d="M370 150 Q480 180 590 150 L660 180 Q720 220 730 300 L760 650 Q730 668 700 660 L670 360 L650 700 H310 L290 360 L260 660 Q230 668 200 650 L230 300 Q240 220 300 180 z" fill="#fbfcfd"/>
      </g>
      <path d="M420 152 L470 320 L480 700 M540 152 L490 320" stroke="#d5dbe0" stroke-width="6" fill="none"/>
      <g fill="#d5dbe0"><circle cx="500" cy="380" r="8"/><circle cx="500" cy="470" r="8"/><circle cx="500" cy="560" r="8"/></g>
      <rect x="560" y="420" width="70" height="80" rx="6" fill="none" stroke="#d5dbe0" stroke-width="5"/>
      <path d="M575 410 V440" stroke="#2e86c1" stroke-width="8"/>
      <g transform="translate(920 600) rotate(-8)" filter="url(#sh)">
        <path d="M-170 -20 Q-240 -10 -250 30 M170 -20 Q240 -10 250 30" stroke="#2b2b30" stroke-width="14" fill="none"/>
        <path d="M-170 -70 H170 Q200 -70 200 -30 V40 Q200 80 160 80 H40 Q0 40 -40 80 H-160 Q-200 80 -200 40 V-30 Q-200 -70 -170 -70 z" fill="#9fd3e8" opacity="0.85" stroke="#2b6f8a" stroke-width="10"/>
        <path d="M-150 -40 L-90 -40" stroke="#fff" stroke-width="8" opacity="0.8" stroke-linecap="round"/>
      </g>
      <text x="920" y="740" text-anchor="middle" font-size="26" fill="#2d3a40" ${SANS}>Size S · anti-fog</text>`,
    );
  },

  'stats-textbook': () => {
    const s = studio(['#2f3b4a', '#1e2732'], ['#6b4c35', '#4a3323'], 560);
    const bars = [60, 120, 190, 240, 190, 120, 60]
      .map(
        (h, i) =>
          `<rect x="${470 + i * 46}" y="${470 - h}" width="38" height="${h}" fill="#f4d35e" opacity="${0.55 + i * 0.05}"/>`,
      )
      .join('');
    const bell = [];
    for (let x = -3; x <= 3.01; x += 0.1) bell.push(`${616 + x * 56},${470 - 250 * Math.exp(-(x * x) / 2)}`);
    return svg(
      s.defs,
      `${s.body}${grain(23, 560, 800, '#1a0f08', 0.25)}
      <g filter="url(#sh)">
        <rect x="380" y="130" width="480" height="600" rx="6" fill="#e4e0d6"/>
        <rect x="370" y="120" width="480" height="600" rx="6" fill="#7a1f3d"/>
        <rect x="370" y="120" width="30" height="600" fill="#5c1530"/>
      </g>
      ${bars}
      <polyline points="${bell.join(' ')}" fill="none" stroke="#fff" stroke-width="6"/>
      <text x="440" y="560" font-size="54" font-weight="bold" fill="#fff" ${SERIF}>Statistics</text>
      <text x="442" y="612" font-size="34" fill="#f4d35e" ${SERIF} font-style="italic">using R</text>
      <text x="442" y="680" font-size="24" fill="#e8c9d3" ${SANS}>Hardcover</text>
      <g transform="rotate(14 980 640)" filter="url(#sh)"><rect x="900" y="600" width="200" height="30" rx="6" fill="#4a6fa5"/><rect x="900" y="630" width="200" height="30" rx="6" fill="#2d7d5a"/></g>`,
    );
  },

  'audio-interface': () => {
    const s = studio(['#2a2d34', '#16181d'], ['#3b3129', '#2a221c'], 560);
    const knob = (x, y, r, angle) =>
      `<g filter="url(#sh)"><circle cx="${x}" cy="${y}" r="${r}" fill="#1c1d21" stroke="#45474d" stroke-width="6"/><path d="M${x} ${y} L${x + (r - 10) * Math.cos(angle)} ${y + (r - 10) * Math.sin(angle)}" stroke="#f1f1f1" stroke-width="6" stroke-linecap="round"/></g>`;
    return svg(
      s.defs +
        linear('case', [
          [0, '#d8342c'],
          [1, '#a8221c'],
        ]),
      `${s.body}
      <g filter="url(#sh)"><rect x="220" y="300" width="760" height="300" rx="30" fill="url(#case)"/></g>
      <rect x="250" y="330" width="700" height="240" rx="20" fill="none" stroke="#7e1914" stroke-width="4"/>
      <circle cx="340" cy="450" r="56" fill="#1c1d21" stroke="#9a9ca3" stroke-width="6"/>
      <g fill="#9a9ca3"><circle cx="320" cy="430" r="10"/><circle cx="360" cy="430" r="10"/><circle cx="340" cy="470" r="10"/></g>
      <circle cx="490" cy="450" r="40" fill="#1c1d21" stroke="#9a9ca3" stroke-width="6"/><circle cx="490" cy="450" r="12" fill="#000"/>
      ${knob(620, 450, 44, -0.6)}${knob(760, 450, 44, -2.2)}${knob(890, 450, 34, -1.2)}
      <circle cx="620" cy="380" r="8" fill="#4cd964"/><circle cx="760" cy="380" r="8" fill="#4cd964"/>
      <text x="340" y="540" text-anchor="middle" font-size="18" fill="#ffe3df" ${SANS}>MIC</text>
      <text x="490" y="540" text-anchor="middle" font-size="18" fill="#ffe3df" ${SANS}>INST</text>
      <text x="690" y="540" text-anchor="middle" font-size="18" fill="#ffe3df" ${SANS}>GAIN</text>
      <path d="M130 720 C200 640 260 700 300 600" stroke="#111" stroke-width="14" fill="none" stroke-linecap="round"/>`,
    );
  },

  'audio-interface-back': () => {
    const s = studio(['#2a2d34', '#16181d'], ['#3b3129', '#2a221c'], 560);
    return svg(
      s.defs +
        linear('case', [
          [0, '#d8342c'],
          [1, '#a8221c'],
        ]),
      `${s.body}
      <g filter="url(#sh)"><rect x="200" y="260" width="800" height="320" rx="30" fill="url(#case)"/></g>
      <rect x="240" y="300" width="720" height="240" rx="16" fill="#1d1e22"/>
      <g filter="url(#sh)">
        <circle cx="350" cy="420" r="46" fill="#2f3036" stroke="#8a8c93" stroke-width="6"/><circle cx="350" cy="420" r="14" fill="#000"/>
        <circle cx="490" cy="420" r="46" fill="#2f3036" stroke="#8a8c93" stroke-width="6"/><circle cx="490" cy="420" r="14" fill="#000"/>
        <rect x="620" y="390" width="90" height="60" rx="10" fill="#8a8c93"/><rect x="640" y="408" width="50" height="24" rx="4" fill="#111"/>
        <rect x="790" y="395" width="110" height="50" rx="8" fill="#3a3b41" stroke="#8a8c93" stroke-width="4"/>
      </g>
      <g font-size="20" fill="#c9cbd1" ${SANS} text-anchor="middle"><text x="350" y="510">L</text><text x="490" y="510">R</text><text x="665" y="510">USB</text><text x="845" y="510">K-LOCK</text></g>
      <path d="M665 380 C665 200 900 220 1000 120 S1200 100 1200 60" stroke="#111" stroke-width="16" fill="none" stroke-linecap="round"/>
      <g filter="url(#sh)"><rect x="140" y="650" width="420" height="100" rx="8" fill="#e9e4da"/><text x="350" y="712" text-anchor="middle" font-size="30" fill="#3a3530" ${SANS}>box and cable included</text></g>`,
    );
  },

  'desk-lamp': () => {
    const s = studio(['#3d3a4b', '#26232f'], ['#d9d4c7', '#b8b2a2'], 600);
    return svg(
      s.defs +
        `<radialGradient id="glow" cx="0.5" cy="0" r="1"><stop offset="0" stop-color="#fff4c2" stop-opacity="0.85"/><stop offset="1" stop-color="#fff4c2" stop-opacity="0"/></radialGradient>`,
      `${s.body}
      <path d="M700 250 L480 720 L1040 720 z" fill="url(#glow)" opacity="0.6"/>
      <ellipse cx="760" cy="710" rx="300" ry="40" fill="#fff4c2" opacity="0.35"/>
      <g filter="url(#sh)">
        <rect x="300" y="640" width="300" height="50" rx="18" fill="#2b2b30"/>
        <rect x="330" y="630" width="240" height="22" rx="10" fill="#3a3a40"/>
        <circle cx="450" cy="641" r="40" fill="none" stroke="#4da3ff" stroke-width="4" opacity="0.8"/>
      </g>
      <g stroke="#2b2b30" stroke-width="22" stroke-linecap="round" fill="none"><path d="M360 640 L420 330 L720 240"/></g>
      <circle cx="420" cy="330" r="20" fill="#55555c"/>
      <g filter="url(#sh)"><path d="M620 210 L820 260 L800 300 L600 250 z" fill="#2b2b30"/></g>
      <path d="M612 256 L806 302" stroke="#fff8d6" stroke-width="8" stroke-linecap="round"/>
      <g transform="rotate(-6 470 610)" filter="url(#sh)"><rect x="390" y="560" width="150" height="72" rx="14" fill="#111"/><rect x="398" y="566" width="134" height="60" rx="10" fill="#1f3a5a"/><path d="M455 585 l-10 18 h12 l-8 16" stroke="#ffd54a" stroke-width="4" fill="none"/></g>
      <text x="1140" y="120" text-anchor="end" font-size="28" fill="#e7e3f0" ${SANS}>Qi charging base</text>`,
    );
  },
};

await writeScenes(out, scenes);
