// Generates the demo gigs' photos in backend/seed-images/ (committed; run again only to change them):
//
//   node backend/scripts/generate-seed-images.mjs
//
// Each image is an SVG scene of shapes and text, rendered by sharp into the two sizes an upload is
// stored in (backend/src/db/schema.ts `uploads`): `<name>.webp` (display, 1200x800) and
// `<name>-thumb.webp` (480x320). The seed copies them into UPLOAD_DIR (backend/src/seed/images.ts).
// Made by the project, public domain (CC0): see backend/seed-images/LICENSE. The marketplace items'
// photos (seed-images/items/) come from generate-item-images.mjs; both use seed-image-kit.mjs.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esc, H, linear, MONO, random, SANS, SERIF, shadow, svg, W, writeScenes } from './seed-image-kit.mjs';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'seed-images');

const scenes = {
  'calculus-tutoring': () => {
    const sine = [];
    for (let x = 0; x <= 330; x += 6) sine.push(`${770 + x},${385 - 120 * Math.sin(x / 42)}`);
    const chalk = `fill="#f4f1e6" ${SERIF} font-style="italic"`;
    return svg(
      linear('wall', [
        [0, '#eadcc2'],
        [1, '#c9b28c'],
      ]) +
        linear(
          'board',
          [
            [0, '#315f48'],
            [1, '#1d3f30'],
          ],
          1,
          1,
        ) +
        linear('wood', [
          [0, '#a86d3d'],
          [1, '#6b3f20'],
        ]) +
        shadow('sh'),
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
      <rect x="70" y="60" width="1060" height="610" rx="10" fill="url(#wood)" filter="url(#sh)"/>
      <rect x="94" y="84" width="1012" height="562" fill="url(#board)"/>
      <ellipse cx="330" cy="420" rx="260" ry="90" fill="#fff" opacity="0.04"/>
      <ellipse cx="860" cy="200" rx="220" ry="70" fill="#fff" opacity="0.05"/>
      <text x="140" y="200" font-size="58" ${chalk}>lim  sin x / x = 1</text>
      <text x="142" y="242" font-size="26" ${chalk}>x→0</text>
      <text x="140" y="340" font-size="58" ${chalk}>∫ x² dx = x³/3 + C</text>
      <text x="140" y="470" font-size="58" ${chalk}>Σ 1/n² = π²/6</text>
      <text x="146" y="412" font-size="24" ${chalk}>∞</text>
      <text x="140" y="505" font-size="24" ${chalk}>n=1</text>
      <text x="140" y="600" font-size="46" fill="#f6df74" ${SERIF} font-style="italic">f′(x) = 2x · cos(x²)</text>
      <path d="M770 160 V610 M740 385 H1090" stroke="#f4f1e6" stroke-width="4" opacity="0.85" fill="none"/>
      <polyline points="${sine.join(' ')}" fill="none" stroke="#f4f1e6" stroke-width="5" stroke-linecap="round" opacity="0.9"/>
      <path d="M800 215 L960 300" stroke="#f6df74" stroke-width="4" stroke-dasharray="14 10"/>
      <circle cx="836" cy="267" r="9" fill="#f6df74"/>
      <rect x="60" y="668" width="1080" height="28" rx="4" fill="url(#wood)"/>
      <rect x="250" y="652" width="70" height="18" rx="8" fill="#f7f5ee"/>
      <rect x="340" y="656" width="46" height="14" rx="7" fill="#f4d96a"/>
      <rect x="860" y="636" width="150" height="34" rx="6" fill="#3b3b44"/>
      <rect x="860" y="656" width="150" height="14" rx="4" fill="#b9b2a5"/>`,
    );
  },

  'programming-help': () => {
    const code = [
      [
        ['#c792ea', 'def '],
        ['#82aaff', 'fib'],
        ['#d6deeb', '(n):'],
      ],
      [
        ['#c792ea', '    if '],
        ['#d6deeb', 'n < '],
        ['#f78c6c', '2'],
        ['#d6deeb', ':'],
      ],
      [
        ['#c792ea', '        return '],
        ['#d6deeb', 'n'],
      ],
      [
        ['#c792ea', '    return '],
        ['#82aaff', 'fib'],
        ['#d6deeb', '(n - '],
        ['#f78c6c', '1'],
        ['#d6deeb', ') + '],
        ['#82aaff', 'fib'],
        ['#d6deeb', '(n - '],
        ['#f78c6c', '2'],
        ['#d6deeb', ')'],
      ],
      [],
      [['#637777', '# print the first ten']],
      [
        ['#c792ea', 'for '],
        ['#d6deeb', 'i '],
        ['#c792ea', 'in '],
        ['#82aaff', 'range'],
        ['#d6deeb', '('],
        ['#f78c6c', '10'],
        ['#d6deeb', '):'],
      ],
      [
        ['#82aaff', '    print'],
        ['#d6deeb', '(i, '],
        ['#82aaff', 'fib'],
        ['#d6deeb', '(i))'],
      ],
      [],
      [['#ecc48d', '$ python3 fib.py']],
    ];
    const lines = code
      .map(
        (tokens, i) =>
          `<text x="300" y="${228 + i * 30}" font-size="21" fill="#4b6479" ${MONO}>${i + 1}</text>` +
          `<text x="340" y="${228 + i * 30}" font-size="21" ${MONO} xml:space="preserve">${tokens
            .map(([c, t]) => `<tspan fill="${c}">${esc(t)}</tspan>`)
            .join('')}</text>`,
      )
      .join('');
    return svg(
      linear('wall', [
        [0, '#303a48'],
        [1, '#1b2029'],
      ]) +
        linear('desk', [
          [0, '#9a6a45'],
          [1, '#6c4529'],
        ]) +
        linear('base', [
          [0, '#d9dde3'],
          [1, '#9aa1ab'],
        ]) +
        linear(
          'mug',
          [
            [0, '#f26b5b'],
            [1, '#c9483b'],
          ],
          1,
          0,
        ) +
        shadow('sh', 18, 18, 0.4),
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
      <circle cx="1000" cy="120" r="260" fill="#ffd9a0" opacity="0.08"/>
      <rect y="600" width="${W}" height="200" fill="url(#desk)"/>
      <g filter="url(#sh)">
        <rect x="250" y="110" width="700" height="470" rx="20" fill="#15181e"/>
        <polygon points="200,580 1000,580 1070,650 130,650" fill="url(#base)"/>
      </g>
      <rect x="272" y="132" width="656" height="426" rx="6" fill="#011627"/>
      <rect x="272" y="132" width="656" height="44" rx="6" fill="#0b2942"/>
      <rect x="286" y="142" width="120" height="34" rx="6" fill="#011627"/>
      <text x="304" y="166" font-size="18" fill="#d6deeb" ${SANS}>fib.py</text>
      <text x="430" y="166" font-size="18" fill="#5f7e97" ${SANS}>Main.java</text>
      <circle cx="896" cy="154" r="7" fill="#ff5f57"/><circle cx="872" cy="154" r="7" fill="#febc2e"/><circle cx="848" cy="154" r="7" fill="#28c840"/>
      ${lines}
      <rect x="520" y="618" width="160" height="20" rx="6" fill="#b8bec7"/>
      <g filter="url(#sh)">
        <rect x="1040" y="520" width="110" height="130" rx="12" fill="url(#mug)"/>
        <path d="M1150 550 q48 0 48 40 q0 40 -48 40" fill="none" stroke="#c9483b" stroke-width="14"/>
      </g>
      <ellipse cx="1095" cy="522" rx="55" ry="10" fill="#4a2a1a"/>
      <path d="M1075 500 q-14 -26 0 -52 q14 -26 0 -52 M1112 500 q-14 -26 0 -52 q14 -26 0 -52" fill="none" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity="0.25"/>
      <rect x="40" y="520" width="70" height="110" rx="8" fill="#e8e2d6"/>
      <path d="M75 520 q-60 -90 -10 -170 M75 520 q10 -110 50 -160 M75 520 q-30 -60 -60 -80" fill="none" stroke="#3f8f5a" stroke-width="16" stroke-linecap="round"/>`,
    );
  },

  'airport-rides': () => {
    const rnd = random(7);
    const dashes = Array.from(
      { length: 9 },
      (_, i) => `<rect x="${i * 150 - 20}" y="676" width="90" height="8" rx="4" fill="#f3d37a"/>`,
    ).join('');
    const cacti = [150, 1040, 1130]
      .map((x, i) => {
        const h = 120 + i * 40;
        return `<g fill="#2f3b2a"><rect x="${x}" y="${600 - h}" width="22" height="${h}" rx="11"/><path d="M${x} ${600 - h * 0.5} h-26 a12 12 0 0 1 -12 -12 v-${h * 0.25}" stroke="#2f3b2a" stroke-width="18" fill="none" stroke-linecap="round"/><path d="M${x + 22} ${600 - h * 0.65} h24 a12 12 0 0 0 12 -12 v-${h * 0.2}" stroke="#2f3b2a" stroke-width="18" fill="none" stroke-linecap="round"/></g>`;
      })
      .join('');
    const stars = Array.from(
      { length: 18 },
      () =>
        `<circle cx="${rnd() * W}" cy="${rnd() * 160}" r="${1 + rnd() * 1.5}" fill="#fff" opacity="${0.4 + rnd() * 0.4}"/>`,
    ).join('');
    return svg(
      linear('sky', [
        [0, '#26305e'],
        [0.45, '#a2557a'],
        [0.75, '#f28c5a'],
        [1, '#ffd08a'],
      ]) +
        linear('ground', [
          [0, '#b9714a'],
          [1, '#7a4630'],
        ]) +
        linear('car', [
          [0, '#3aa3b3'],
          [1, '#1f6f7d'],
        ]) +
        `<radialGradient id="sun"><stop offset="0" stop-color="#fff3c8"/><stop offset="0.5" stop-color="#ffd98a" stop-opacity="0.8"/><stop offset="1" stop-color="#ffb36b" stop-opacity="0"/></radialGradient>` +
        shadow('sh', 10, 8, 0.35),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${stars}
      <circle cx="820" cy="520" r="220" fill="url(#sun)"/>
      <circle cx="820" cy="520" r="70" fill="#fff1c4"/>
      <polygon points="0,560 140,430 260,500 400,380 560,520 700,450 860,540 1000,420 1200,520 1200,600 0,600" fill="#6a3e62"/>
      <polygon points="0,600 180,500 330,560 520,470 720,570 900,500 1200,580 1200,600" fill="#4d2d4d"/>
      <rect y="600" width="${W}" height="200" fill="url(#ground)"/>
      <rect y="640" width="${W}" height="84" fill="#35303b"/>
      ${dashes}
      ${cacti}
      <path d="M120 170 L560 250" stroke="#fff" stroke-width="4" opacity="0.45" stroke-linecap="round"/>
      <g transform="translate(560 250) rotate(10)" fill="#f4f4f7">
        <path d="M-40 -6 H70 q16 0 16 6 q0 6 -16 6 H-40 z"/>
        <path d="M10 -4 L-20 -44 H-6 L32 -4 z M10 6 L-16 46 H-2 L34 6 z M-36 -4 L-48 -22 H-40 L-26 -4 z"/>
      </g>
      <g filter="url(#sh)">
        <path d="M360 640 q-30 0 -30 -30 v-34 q0 -20 22 -24 l70 -12 l80 -62 q14 -10 34 -10 h190 q22 0 36 12 l70 58 l96 14 q26 4 26 28 v30 q0 30 -30 30 z" fill="url(#car)"/>
      </g>
      <path d="M540 520 l58 -44 q8 -6 20 -6 h70 v50 z M708 470 h80 q14 0 24 8 l52 42 h-156 z" fill="#1d2b3a"/>
      <path d="M560 514 l40 -30 h40 l-44 30 z" fill="#fff" opacity="0.18"/>
      <rect x="846" y="556" width="30" height="12" rx="6" fill="#fff3b0"/>
      <polygon points="876,556 1200,520 1200,640 876,570" fill="#fff3b0" opacity="0.22"/>
      <g fill="#15151a"><circle cx="470" cy="640" r="48"/><circle cx="790" cy="640" r="48"/></g>
      <g fill="#b8bcc6"><circle cx="470" cy="640" r="20"/><circle cx="790" cy="640" r="20"/></g>`,
    );
  },

  'brand-kit': () => {
    const swatches = [
      ['#FF6B4A', '#ff6b4a'],
      ['#2D3A8C', '#2d3a8c'],
      ['#F7C548', '#f7c548'],
      ['#1B1B1F', '#1b1b1f'],
    ]
      .map(
        ([label, c], i) =>
          `<g transform="translate(${700 + (i % 2) * 210} ${110 + Math.floor(i / 2) * 190})"><rect width="180" height="120" rx="14" fill="${c}"/><text x="4" y="152" font-size="22" fill="#3a3a44" ${MONO}>${label}</text></g>`,
      )
      .join('');
    return svg(
      linear('bg', [
        [0, '#f4f1ea'],
        [1, '#e4dfd3'],
      ]) + shadow('sh', 16, 18, 0.18),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
      <rect x="80" y="80" width="560" height="640" rx="18" fill="#fff" filter="url(#sh)"/>
      <circle cx="330" cy="310" r="130" fill="#ff6b4a"/>
      <polygon points="360,200 520,450 200,450" fill="#2d3a8c" opacity="0.92"/>
      <circle cx="440" cy="230" r="26" fill="#f7c548"/>
      <text x="360" y="560" text-anchor="middle" font-size="76" font-weight="bold" fill="#1b1b1f" ${SANS} letter-spacing="10">ORBIT</text>
      <text x="360" y="610" text-anchor="middle" font-size="22" fill="#6a6a75" ${SANS} letter-spacing="6">STUDENT ROBOTICS CLUB</text>
      ${swatches}
      <rect x="700" y="500" width="390" height="200" rx="14" fill="#fff" filter="url(#sh)"/>
      <text x="730" y="610" font-size="96" fill="#1b1b1f" ${SERIF}>Aa</text>
      <text x="880" y="580" font-size="24" fill="#3a3a44" ${SANS} font-weight="bold">Headline Bold</text>
      <text x="880" y="620" font-size="22" fill="#6a6a75" ${SANS}>Body Regular 16/24</text>
      <path d="M90 760 C 300 640, 520 820, 760 700 S 1080 640, 1160 720" fill="none" stroke="#2f80ed" stroke-width="4"/>
      <path d="M760 700 L640 760 M760 700 L880 640" stroke="#2f80ed" stroke-width="2"/>
      <circle cx="640" cy="760" r="8" fill="#fff" stroke="#2f80ed" stroke-width="3"/>
      <circle cx="880" cy="640" r="8" fill="#fff" stroke="#2f80ed" stroke-width="3"/>
      <rect x="750" y="690" width="20" height="20" fill="#2f80ed"/>`,
    );
  },

  'babysitting-evenings': () => {
    const rnd = random(3);
    const stars = Array.from(
      { length: 40 },
      () =>
        `<circle cx="${rnd() * W}" cy="${rnd() * 380}" r="${1 + rnd() * 2.2}" fill="#fff" opacity="${0.5 + rnd() * 0.5}"/>`,
    ).join('');
    const block = (x, y, c, letter, r = 0) =>
      `<g transform="translate(${x} ${y}) rotate(${r})" filter="url(#sh)"><rect width="120" height="120" rx="12" fill="${c}"/><rect x="14" y="14" width="92" height="92" rx="8" fill="#fff" opacity="0.18"/><text x="60" y="88" text-anchor="middle" font-size="70" font-weight="bold" fill="#fff" ${SANS}>${letter}</text></g>`;
    return svg(
      linear('sky', [
        [0, '#141a44'],
        [1, '#45488a'],
      ]) +
        `<radialGradient id="glow"><stop offset="0" stop-color="#ffd77a" stop-opacity="0.7"/><stop offset="1" stop-color="#ffd77a" stop-opacity="0"/></radialGradient>` +
        shadow('sh', 10, 8, 0.4),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      ${stars}
      <circle cx="1000" cy="140" r="70" fill="#fdf3c4"/>
      <circle cx="1030" cy="120" r="62" fill="#1d2350"/>
      <circle cx="280" cy="520" r="150" fill="#223a33"/><circle cx="190" cy="560" r="120" fill="#1c3029"/>
      <rect x="430" y="330" width="460" height="300" fill="#e8d3ae"/>
      <polygon points="400,340 660,170 920,340" fill="#8c3b3b"/>
      <rect x="780" y="200" width="50" height="90" fill="#6e2e2e"/>
      <circle cx="560" cy="440" r="120" fill="url(#glow)"/><circle cx="770" cy="440" r="120" fill="url(#glow)"/>
      <rect x="500" y="390" width="110" height="100" rx="4" fill="#ffd36e"/><rect x="710" y="390" width="110" height="100" rx="4" fill="#ffd36e"/>
      <path d="M555 390 v100 M500 440 h110 M765 390 v100 M710 440 h110" stroke="#b98a4a" stroke-width="6"/>
      <rect x="625" y="520" width="70" height="110" rx="4" fill="#6e4a2e"/>
      <rect y="620" width="${W}" height="180" fill="#2b4536"/>
      ${block(120, 620, '#e85d5d', 'A', -6)}${block(260, 640, '#4a90e2', 'B', 4)}${block(185, 505, '#f5b942', 'C', 3)}
      <circle cx="1000" cy="700" r="60" fill="#ef6f6c" filter="url(#sh)"/>
      <path d="M940 700 q60 -40 120 0 M1000 640 q-30 60 0 120" stroke="#fff" stroke-width="8" fill="none" opacity="0.85"/>`,
    );
  },

  'move-in-truck': () => {
    const windows = [];
    for (let r = 0; r < 4; r++)
      for (let c = 0; c < 7; c++)
        windows.push(
          `<rect x="${110 + c * 140}" y="${80 + r * 90}" width="70" height="56" rx="3" fill="#dcefff" opacity="0.85"/>`,
        );
    const box = (x, y, w, h, label) =>
      `<g><rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#c99a62" stroke="#a87a45" stroke-width="3"/><rect x="${x + w / 2 - 10}" y="${y}" width="20" height="${h}" fill="#e0bc85"/><text x="${x + 14}" y="${y + h - 18}" font-size="20" fill="#4a3622" ${SANS} font-weight="bold">${label}</text></g>`;
    return svg(
      linear('sky', [
        [0, '#a9d8f2'],
        [1, '#eef8fc'],
      ]) +
        linear('truck', [
          [0, '#e0524a'],
          [1, '#a8332d'],
        ]) +
        shadow('sh', 12, 10, 0.3),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      <rect x="80" y="40" width="1040" height="440" fill="#b55a4c"/>
      <rect x="80" y="40" width="1040" height="24" fill="#8f4438"/>
      ${windows.join('')}
      <rect x="520" y="400" width="160" height="80" fill="#5b3a2e"/>
      <circle cx="60" cy="380" r="110" fill="#4f8f4f"/><circle cx="1160" cy="360" r="120" fill="#4f8f4f"/>
      <rect y="480" width="${W}" height="60" fill="#cfcac0"/>
      <rect y="540" width="${W}" height="260" fill="#4a4a50"/>
      <g filter="url(#sh)">
        ${box(300, 330, 150, 120, 'BOOKS')}${box(460, 360, 170, 90, 'KITCHEN')}${box(360, 240, 130, 90, 'DESK')}
        <path d="M250 450 H700 V560 H230 q-20 0 -20 -20 V470 q0 -20 40 -20 z" fill="url(#truck)"/>
        <path d="M700 560 V390 q0 -20 20 -20 h130 q20 0 34 16 l70 80 q16 18 46 22 l40 6 q30 4 30 34 v32 z" fill="url(#truck)"/>
      </g>
      <path d="M730 470 v-70 q0 -10 10 -10 h100 q12 0 20 10 l56 70 z" fill="#1d2b3a"/>
      <path d="M745 462 v-50 h40 l-30 50 z" fill="#fff" opacity="0.2"/>
      <rect x="1010" y="510" width="40" height="14" rx="7" fill="#fff3b0"/>
      <rect x="230" y="520" width="480" height="10" fill="#7f2622"/>
      <g fill="#17171b"><circle cx="350" cy="570" r="56"/><circle cx="900" cy="570" r="56"/></g>
      <g fill="#b8bcc6"><circle cx="350" cy="570" r="24"/><circle cx="900" cy="570" r="24"/></g>
      <rect y="640" width="${W}" height="8" fill="#e8e2c8" opacity="0.6"/>`,
    );
  },

  'essay-feedback': () => {
    const rnd = random(11);
    const grain = Array.from(
      { length: 14 },
      (_, i) =>
        `<path d="M0 ${30 + i * 56 + rnd() * 20} C 300 ${i * 56 + rnd() * 60}, 800 ${40 + i * 56 + rnd() * 40}, 1200 ${20 + i * 56 + rnd() * 30}" stroke="#8a5a33" stroke-width="${2 + rnd() * 3}" fill="none" opacity="0.25"/>`,
    ).join('');
    const lines = [];
    for (let i = 0; i < 15; i++) {
      if (i === 5 || i === 11) continue;
      const w = i === 4 || i === 10 || i === 14 ? 160 + rnd() * 140 : 380 + rnd() * 40;
      lines.push(`<rect x="360" y="${250 + i * 32}" width="${w}" height="12" rx="6" fill="#9aa0aa"/>`);
    }
    return svg(
      linear(
        'desk',
        [
          [0, '#c89a6a'],
          [1, '#a4764a'],
        ],
        1,
        1,
      ) +
        linear(
          'pen',
          [
            [0, '#d8322b'],
            [1, '#9e1f1a'],
          ],
          0,
          1,
        ) +
        shadow('sh', 14, 14, 0.3),
      `<rect width="${W}" height="${H}" fill="url(#desk)"/>
      ${grain}
      <g transform="rotate(-3 600 400)">
        <rect x="330" y="60" width="560" height="720" fill="#fbfaf6" filter="url(#sh)"/>
        <text x="360" y="150" font-size="34" font-weight="bold" fill="#23252b" ${SERIF}>The Ethics of Open Data</text>
        <text x="360" y="192" font-size="20" fill="#7a7f88" ${SANS}>Draft 2 — ENGL 102</text>
        ${lines.join('')}
        <ellipse cx="520" cy="315" rx="80" ry="24" fill="none" stroke="#d8322b" stroke-width="4"/>
        <path d="M370 454 q20 10 40 0 t40 0 t40 0 t40 0 t40 0" fill="none" stroke="#d8322b" stroke-width="4"/>
        <path d="M560 638 H730" stroke="#d8322b" stroke-width="4"/>
        <text x="600" y="740" font-size="30" fill="#d8322b" ${SERIF} font-style="italic">✓ Strong close!</text>
        <text x="782" y="300" font-size="21" fill="#d8322b" ${SERIF} font-style="italic">clarify</text>
        <text x="782" y="326" font-size="21" fill="#d8322b" ${SERIF} font-style="italic">thesis?</text>
        <path d="M778 306 q-40 0 -96 8" stroke="#d8322b" stroke-width="3" fill="none"/>
      </g>
      <g transform="rotate(-8 1040 560)" filter="url(#sh)">
        <rect x="930" y="500" width="220" height="200" fill="#ffe680"/>
        <text x="952" y="580" font-size="28" fill="#5b4a12" ${SERIF} font-style="italic">cite p. 12</text>
        <text x="952" y="625" font-size="28" fill="#5b4a12" ${SERIF} font-style="italic">+ add source</text>
      </g>
      <g transform="rotate(38 200 520)" filter="url(#sh)">
        <rect x="120" y="500" width="300" height="30" rx="15" fill="url(#pen)"/>
        <rect x="120" y="500" width="90" height="30" rx="12" fill="#2a2a30"/>
        <polygon points="420,503 460,515 420,527" fill="#d9d2c6"/>
      </g>`,
    );
  },

  'graduation-portraits': () => {
    const cap = (x, y, r, s = 1) =>
      `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})"><polygon points="0,-40 90,0 0,40 -90,0" fill="#1c1c24"/><path d="M-50 14 v34 q50 24 100 0 v-34 l-50 24 z" fill="#26262f"/><path d="M0 0 q40 20 44 70" stroke="#f5c542" stroke-width="5" fill="none"/><circle cx="0" cy="0" r="6" fill="#f5c542"/></g>`;
    const columns = Array.from(
      { length: 6 },
      (_, i) => `<rect x="${400 + i * 80}" y="250" width="30" height="230" fill="#f1ece2"/>`,
    ).join('');
    const c = '#ffffff';
    return svg(
      linear('sky', [
        [0, '#7fc1ec'],
        [1, '#d6ecf8'],
      ]) +
        linear('lawn', [
          [0, '#79b65a'],
          [1, '#4b8a3a'],
        ]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>
      <rect x="300" y="160" width="600" height="330" fill="#b86b4b"/>
      <polygon points="360,250 600,120 840,250" fill="#efe8da"/>
      <rect x="360" y="240" width="480" height="16" fill="#efe8da"/>
      ${columns}
      <rect x="580" y="60" width="40" height="70" fill="#efe8da"/><polygon points="570,60 600,20 630,60" fill="#5a6f7a"/>
      <circle cx="200" cy="420" r="140" fill="#3f7d4e"/><circle cx="1020" cy="400" r="150" fill="#3f7d4e"/><circle cx="1120" cy="450" r="110" fill="#356b42"/>
      <rect y="480" width="${W}" height="320" fill="url(#lawn)"/>
      ${cap(360, 230, -18)}${cap(760, 150, 14, 1.2)}${cap(960, 300, -30, 0.8)}${cap(560, 330, 24, 0.9)}
      <g stroke="${c}" stroke-width="6" fill="none" opacity="0.95">
        <path d="M60 110 V60 H110 M1090 60 H1140 V110 M1140 690 V740 H1090 M110 740 H60 V690"/>
        <rect x="520" y="320" width="160" height="160" stroke-width="3"/>
      </g>
      <text x="70" y="720" font-size="26" fill="${c}" ${MONO}>ISO 200   f/2.8   1/500</text>
      <text x="1130" y="720" text-anchor="end" font-size="26" fill="${c}" ${MONO}>RAW</text>
      <rect x="1040" y="82" width="60" height="28" rx="4" fill="none" stroke="${c}" stroke-width="3"/><rect x="1046" y="88" width="40" height="16" fill="${c}"/>`,
    );
  },

  'piano-lessons': () => {
    const whites = [];
    const blacks = [];
    const n = 17;
    const kw = W / n;
    for (let i = 0; i < n; i++) {
      whites.push(`<rect x="${i * kw + 1}" y="560" width="${kw - 3}" height="240" rx="6" fill="url(#key)"/>`);
      if (![2, 6, 9, 13, 16].includes(i % 17) && i < n - 1)
        blacks.push(
          `<rect x="${(i + 1) * kw - kw * 0.3}" y="560" width="${kw * 0.6}" height="150" rx="4" fill="#15151a"/>`,
        );
    }
    const staff = (y) =>
      Array.from(
        { length: 5 },
        (_, i) => `<path d="M250 ${y + i * 18} H950" stroke="#4a4a52" stroke-width="2"/>`,
      ).join('');
    const note = (x, y, up = true) =>
      `<ellipse cx="${x}" cy="${y}" rx="13" ry="9" transform="rotate(-20 ${x} ${y})" fill="#1b1b20"/><path d="M${up ? x + 12 : x - 12} ${y} V${up ? y - 62 : y + 62}" stroke="#1b1b20" stroke-width="3"/>`;
    return svg(
      linear('bg', [
        [0, '#3b2a24'],
        [1, '#1e1512'],
      ]) +
        linear('key', [
          [0, '#ffffff'],
          [1, '#dcd8cf'],
        ]) +
        linear('body', [
          [0, '#2a2a30'],
          [1, '#0e0e12'],
        ]) +
        shadow('sh', 12, 14, 0.45),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
      <circle cx="600" cy="160" r="380" fill="#ffcf8a" opacity="0.07"/>
      <rect x="0" y="440" width="${W}" height="124" fill="url(#body)"/>
      <rect x="0" y="548" width="${W}" height="14" fill="#8a1f2a"/>
      <g filter="url(#sh)"><rect x="210" y="60" width="780" height="400" rx="4" fill="#fbf8ef"/></g>
      <text x="600" y="118" text-anchor="middle" font-size="30" fill="#2a2a30" ${SERIF} font-style="italic">Minuet in G</text>
      ${staff(170)}${staff(310)}
      ${note(330, 224)}${note(400, 206)}${note(470, 197)}${note(540, 215)}${note(620, 188, false)}${note(700, 206)}${note(790, 224)}${note(870, 233)}
      ${note(330, 382)}${note(450, 364)}${note(570, 373)}${note(690, 355)}${note(810, 346, false)}
      <path d="M600 170 V242 M950 170 V242 M600 310 V382 M950 310 V382" stroke="#4a4a52" stroke-width="2"/>
      ${whites.join('')}${blacks.join('')}`,
    );
  },

  'guitar-lessons': () => {
    const frets = Array.from(
      { length: 12 },
      (_, i) => `<rect x="${-560 + i * 40}" y="-36" width="4" height="72" fill="#d9d4c8"/>`,
    ).join('');
    const strings = Array.from(
      { length: 6 },
      (_, i) => `<path d="M-640 ${-28 + i * 11} H283" stroke="#efe9dc" stroke-width="${1.2 + i * 0.35}"/>`,
    ).join('');
    const grid = [];
    for (let s = 0; s < 6; s++)
      grid.push(`<path d="M${900 + s * 40} 300 V540" stroke="#2b2b30" stroke-width="3"/>`);
    for (let f = 0; f < 5; f++)
      grid.push(`<path d="M900 ${300 + f * 60} H1100" stroke="#2b2b30" stroke-width="${f === 0 ? 10 : 3}"/>`);
    const dots = [
      [900, 450],
      [940, 390],
      [1100, 450],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="15" fill="#e24a3b"/>`)
      .join('');
    return svg(
      linear('bg', [
        [0, '#2f7073'],
        [1, '#17393b'],
      ]) +
        linear(
          'wood',
          [
            [0, '#f0b46a'],
            [1, '#b4692a'],
          ],
          1,
          1,
        ) +
        shadow('sh', 18, 18, 0.45),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
      <circle cx="300" cy="300" r="380" fill="#ffffff" opacity="0.05"/>
      <g transform="translate(470 520) rotate(-32)" filter="url(#sh)">
        <rect x="-660" y="-40" width="560" height="80" fill="#4f321d"/>
        <rect x="-790" y="-54" width="140" height="108" rx="18" fill="#3a2415"/>
        <g fill="#d9d4c8"><circle cx="-760" cy="-64" r="11"/><circle cx="-720" cy="-64" r="11"/><circle cx="-680" cy="-64" r="11"/><circle cx="-760" cy="64" r="11"/><circle cx="-720" cy="64" r="11"/><circle cx="-680" cy="64" r="11"/></g>
        ${frets}
        <path d="M-120 0 c0 -150 120 -190 220 -150 c60 24 90 24 150 -10 c120 -60 260 20 260 160 c0 140 -140 220 -260 160 c-60 -34 -90 -34 -150 -10 c-100 40 -220 0 -220 -150 z" fill="url(#wood)"/>
        <circle cx="60" cy="0" r="62" fill="#2a1a10"/>
        <circle cx="60" cy="0" r="74" fill="none" stroke="#5a3a20" stroke-width="8"/>
        <rect x="270" y="-60" width="26" height="120" rx="6" fill="#3a2415"/>
        ${strings}
      </g>
      <g filter="url(#sh)"><rect x="850" y="200" width="300" height="400" rx="16" fill="#fbf8ef"/></g>
      <text x="1000" y="262" text-anchor="middle" font-size="40" font-weight="bold" fill="#2b2b30" ${SANS}>G major</text>
      ${grid.join('')}${dots}
      <text x="1000" y="585" text-anchor="middle" font-size="24" fill="#6a6a75" ${SANS}>3  2  0  0  0  3</text>
      <path d="M1000 680 q64 0 64 36 q-16 52 -64 78 q-48 -26 -64 -78 q0 -36 64 -36 z" fill="#e24a3b" filter="url(#sh)"/>`,
    );
  },

  'data-analysis': () => {
    const rnd = random(5);
    const bars = [38, 92, 160, 210, 120]
      .map(
        (h, i) =>
          `<rect x="${150 + i * 78}" y="${560 - h * 1.4}" width="54" height="${h * 1.4}" rx="6" fill="${['#9ecae9', '#6baed6', '#4c78a8', '#2f5f8f', '#72b7b2'][i]}"/><text x="${177 + i * 78}" y="590" text-anchor="middle" font-size="20" fill="#6a7280" ${SANS}>${esc(['<5h', '5-6', '6-7', '7-8', '8h+'][i])}</text>`,
      )
      .join('');
    const points = Array.from({ length: 46 }, () => {
      const x = rnd();
      const y = Math.min(1, Math.max(0, 0.2 + 0.6 * x + (rnd() - 0.5) * 0.35));
      return `<circle cx="${640 + x * 440}" cy="${560 - y * 300}" r="8" fill="#4c78a8" opacity="0.75"/>`;
    }).join('');
    return svg(
      linear('bg', [
        [0, '#eef2f7'],
        [1, '#d9e1ec'],
      ]) + shadow('sh', 14, 18, 0.18),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
      <rect x="70" y="60" width="1060" height="580" rx="18" fill="#fff" filter="url(#sh)"/>
      <text x="110" y="125" font-size="34" font-weight="bold" fill="#1f2937" ${SANS}>Campus Sleep Survey</text>
      <text x="110" y="165" font-size="22" fill="#6a7280" ${SANS}>Responses by hours of sleep (n = 412)</text>
      <path d="M130 560 H560 M130 560 V220" stroke="#c5ccd6" stroke-width="3"/>
      ${bars}
      <path d="M620 560 H1100 M620 560 V220" stroke="#c5ccd6" stroke-width="3"/>
      ${points}
      <path d="M640 488 L1080 308" stroke="#e45756" stroke-width="6" stroke-linecap="round"/>
      <text x="1090" y="250" text-anchor="end" font-size="24" fill="#e45756" ${SANS} font-weight="bold">r = 0.62, p &lt; 0.001</text>
      <text x="860" y="610" text-anchor="middle" font-size="20" fill="#6a7280" ${SANS}>hours of sleep vs GPA</text>
      <rect x="70" y="670" width="1060" height="90" rx="14" fill="#1f2430"/>
      <text x="100" y="724" font-size="24" fill="#a6e22e" ${MONO}>&gt; <tspan fill="#f8f8f2">summary(lm(gpa ~ sleep, data = survey))</tspan></text>`,
    );
  },

  'bike-repair': () => {
    const spokes = (cx, cy) =>
      Array.from({ length: 16 }, (_, i) => {
        const a = (i * Math.PI) / 8;
        return `<path d="M${cx} ${cy} L${cx + 128 * Math.cos(a)} ${cy + 128 * Math.sin(a)}" stroke="#9ca3ad" stroke-width="2"/>`;
      }).join('');
    const peg = [];
    for (let y = 40; y < 440; y += 40)
      for (let x = 30; x < W; x += 40) peg.push(`<circle cx="${x}" cy="${y}" r="4" fill="#b9a98f"/>`);
    return svg(
      linear('wall', [
        [0, '#e2d6c2'],
        [1, '#cbbb9f'],
      ]) +
        linear('floor', [
          [0, '#6f655b'],
          [1, '#4a423b'],
        ]) +
        shadow('sh', 10, 10, 0.35),
      `<rect width="${W}" height="${H}" fill="url(#wall)"/>
      <rect x="0" y="0" width="${W}" height="460" fill="#d7c7a8"/>
      ${peg.join('')}
      <g fill="#5a5f66">
        <path d="M140 80 h20 v150 h-20 z M150 60 a34 34 0 1 1 -0.1 0 z M150 80 a14 14 0 1 0 0.1 0 z" fill-rule="evenodd"/>
        <rect x="250" y="70" width="18" height="170" rx="9"/><rect x="285" y="70" width="18" height="170" rx="9" transform="rotate(12 294 70)"/>
        <rect x="1020" y="60" width="26" height="200" rx="6" fill="#c0392b"/><rect x="1014" y="250" width="38" height="70" rx="6" fill="#333"/>
      </g>
      <rect y="600" width="${W}" height="200" fill="url(#floor)"/>
      <ellipse cx="600" cy="730" rx="420" ry="26" fill="#000" opacity="0.25"/>
      <g filter="url(#sh)">
        <circle cx="330" cy="590" r="140" fill="none" stroke="#1d1d22" stroke-width="22"/>
        <circle cx="880" cy="590" r="140" fill="none" stroke="#1d1d22" stroke-width="22"/>
      </g>
      ${spokes(330, 590)}${spokes(880, 590)}
      <circle cx="330" cy="590" r="14" fill="#c7ccd3"/><circle cx="880" cy="590" r="14" fill="#c7ccd3"/>
      <g stroke="#1f7a8c" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" fill="none">
        <path d="M330 590 L560 590 L500 380 L330 590 M500 380 L800 390 L560 590 M800 390 L880 590"/>
        <path d="M800 390 L780 320"/>
      </g>
      <path d="M780 320 q20 -16 60 -10 q20 4 30 24" stroke="#1d1d22" stroke-width="12" fill="none" stroke-linecap="round"/>
      <path d="M500 380 L490 340" stroke="#9ca3ad" stroke-width="12" stroke-linecap="round"/>
      <path d="M440 330 q50 -16 110 0 q-10 20 -50 20 q-40 0 -60 -20 z" fill="#1d1d22"/>
      <circle cx="560" cy="590" r="44" fill="none" stroke="#9ca3ad" stroke-width="8"/>
      <path d="M330 578 L560 546 M330 602 L560 634" stroke="#52575e" stroke-width="5"/>
      <g transform="rotate(-14 980 720)"><rect x="900" y="700" width="190" height="24" rx="12" fill="#b8bec7"/><path d="M1088 712 m-30 0 a30 30 0 1 0 60 -10 l-24 10 z" fill="#b8bec7"/></g>`,
    );
  },

  'podcast-setup': () => {
    const rnd = random(9);
    const wave = Array.from({ length: 60 }, (_, i) => {
      const h = 10 + Math.abs(Math.sin(i / 3.2)) * 70 * (0.5 + rnd() * 0.6);
      return `<rect x="${60 + i * 18}" y="${720 - h / 2}" width="10" height="${h}" rx="5" fill="#f2a541" opacity="0.9"/>`;
    }).join('');
    const grille = Array.from(
      { length: 12 },
      (_, i) => `<path d="M540 ${180 + i * 20} H660" stroke="#7d828c" stroke-width="4"/>`,
    ).join('');
    const foam = [];
    for (let y = 0; y < 640; y += 80)
      for (let x = (y / 80) % 2 ? 40 : 0; x < W; x += 80)
        foam.push(`<rect x="${x}" y="${y}" width="40" height="40" fill="#fff" opacity="0.03"/>`);
    return svg(
      linear('bg', [
        [0, '#2e1d44'],
        [1, '#150e22'],
      ]) +
        linear(
          'mic',
          [
            [0, '#e2e5ea'],
            [1, '#9aa0aa'],
          ],
          1,
          0,
        ) +
        `<radialGradient id="onair"><stop offset="0" stop-color="#ff4d4d" stop-opacity="0.55"/><stop offset="1" stop-color="#ff4d4d" stop-opacity="0"/></radialGradient>` +
        shadow('sh', 14, 16, 0.5),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>
      ${foam.join('')}
      <circle cx="1010" cy="110" r="170" fill="url(#onair)"/>
      <rect x="900" y="70" width="220" height="80" rx="12" fill="#d92d2d"/>
      <text x="1010" y="125" text-anchor="middle" font-size="40" font-weight="bold" fill="#fff" ${SANS} letter-spacing="4">ON AIR</text>
      <path d="M60 40 L380 330 L560 330" stroke="#2b2b33" stroke-width="20" stroke-linecap="round" fill="none"/>
      <g filter="url(#sh)">
        <rect x="520" y="150" width="160" height="290" rx="80" fill="url(#mic)"/>
      </g>
      ${grille}
      <rect x="520" y="330" width="160" height="16" fill="#5b6068"/>
      <ellipse cx="600" cy="320" rx="120" ry="30" fill="none" stroke="#3a3a44" stroke-width="10"/>
      <rect x="585" y="440" width="30" height="120" fill="#3a3a44"/>
      <circle cx="820" cy="300" r="110" fill="#111" opacity="0.55" stroke="#3a3a44" stroke-width="10"/>
      <path d="M700 300 H640" stroke="#3a3a44" stroke-width="8"/>
      <g filter="url(#sh)">
        <path d="M180 620 q0 -150 140 -150 q140 0 140 150" stroke="#3a3a44" stroke-width="22" fill="none" stroke-linecap="round"/>
        <rect x="150" y="580" width="70" height="100" rx="26" fill="#2b2b33"/><rect x="420" y="580" width="70" height="100" rx="26" fill="#2b2b33"/>
      </g>
      ${wave}`,
    );
  },
};

await writeScenes(out, scenes);
