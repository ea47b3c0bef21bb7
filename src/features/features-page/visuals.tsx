import classes from "./FeaturesPage.module.css";

// Static SVG diagrams. Their motion (dashes flowing along links, a pulse) is CSS that runs only while
// the panel is hovered or focused and never under prefers-reduced-motion, so an idle page costs no CPU.

type Point = readonly [number, number];

function Node({
  at,
  r = 9,
  kind = "peer",
  label,
}: {
  at: Point;
  r?: number;
  kind?: "peer" | "accent" | "muted";
  label?: string;
}) {
  return (
    <g>
      <circle cx={at[0]} cy={at[1]} r={r} className={classes[kind]} />
      {label && (
        <text x={at[0]} y={at[1] + r + 14} textAnchor="middle" className={classes.caption}>
          {label}
        </text>
      )}
    </g>
  );
}

function Link({ from, to, flowing = false }: { from: Point; to: Point; flowing?: boolean }) {
  return <line x1={from[0]} y1={from[1]} x2={to[0]} y2={to[1]} className={flowing ? classes.flow : classes.link} />;
}

const peers: Point[] = [
  [50, 60],
  [120, 30],
  [200, 50],
  [270, 80],
  [80, 140],
  [160, 110],
  [240, 160],
  [120, 190],
  [200, 200],
];
const mesh: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [0, 4],
  [1, 5],
  [2, 5],
  [3, 6],
  [4, 5],
  [5, 6],
  [4, 7],
  [5, 7],
  [5, 8],
  [6, 8],
  [7, 8],
];

export function MeshVisual() {
  return (
    <svg viewBox="0 0 320 230" className={classes.visual} aria-hidden="true">
      {mesh.map(([a, b], i) => (
        <Link key={`${a}-${b}`} from={peers[a]} to={peers[b]} flowing={i % 3 === 0} />
      ))}
      {peers.map((at, i) => (
        <Node key={i} at={at} kind={i === 5 ? "accent" : "peer"} />
      ))}
    </svg>
  );
}

export function GatewayVisual() {
  const clients: Point[] = [
    [40, 50],
    [40, 115],
    [40, 180],
  ];
  const gateways: Point[] = [
    [160, 80],
    [160, 150],
  ];
  const servers: Point[] = [
    [280, 50],
    [280, 115],
    [280, 180],
  ];
  return (
    <svg viewBox="0 0 320 230" className={classes.visual} aria-hidden="true">
      {clients.map((c, i) => (
        <Link key={`c${i}`} from={c} to={gateways[i === 2 ? 1 : 0]} flowing />
      ))}
      {servers.map((s, i) => (
        <Link key={`s${i}`} from={gateways[i === 0 ? 0 : 1]} to={s} flowing={i !== 2} />
      ))}
      {clients.map((at, i) => (
        <Node key={`cn${i}`} at={at} kind="muted" label={i === 0 ? "Clients" : undefined} />
      ))}
      {gateways.map((at, i) => (
        <Node key={`gn${i}`} at={at} r={13} kind="accent" label={i === 1 ? "Gateways" : undefined} />
      ))}
      {servers.map((at, i) => (
        <Node key={`sn${i}`} at={at} label={i === 2 ? "Private" : i === 0 ? "Public" : undefined} />
      ))}
    </svg>
  );
}

const ring = (count: number, radius: number, offset = 0): Point[] =>
  Array.from({ length: count }, (_, i) => {
    const angle = offset + (i / count) * 2 * Math.PI;
    return [160 + radius * Math.cos(angle), 115 + radius * Math.sin(angle)] as const;
  });

const nearest = (from: Point, candidates: Point[]) =>
  candidates.reduce((best, point) =>
    Math.hypot(point[0] - from[0], point[1] - from[1]) < Math.hypot(best[0] - from[0], best[1] - from[1])
      ? point
      : best,
  );

export function MultiMasterVisual() {
  const masters = ring(3, 38, -Math.PI / 2);
  const workers = ring(7, 92, -Math.PI / 2 + 0.3);
  return (
    <svg viewBox="0 0 320 230" className={classes.visual} aria-hidden="true">
      {masters.map((m, i) => (
        <Link key={`mm${i}`} from={m} to={masters[(i + 1) % masters.length]} />
      ))}
      {workers.map((w, i) => (
        <Link key={`w${i}`} from={w} to={nearest(w, masters)} flowing={i % 2 === 0} />
      ))}
      {workers.map((at, i) => (
        <Node key={`wn${i}`} at={at} r={7} />
      ))}
      {masters.map((at, i) => (
        <g key={`mn${i}`}>
          <Node at={at} r={12} kind="accent" />
          {/* The leader mark; the animation hands it from master to master. */}
          <circle
            cx={at[0]}
            cy={at[1]}
            r={17}
            className={i === 0 ? `${classes.leader} ${classes.firstLeader}` : classes.leader}
            style={{ animationDelay: `${i * 2}s` }}
          />
        </g>
      ))}
    </svg>
  );
}

export function LoadBalancerVisual() {
  const clients: Point[] = [
    [40, 45],
    [40, 95],
    [40, 145],
    [40, 195],
  ];
  const balancer: Point = [150, 120];
  const services: Point[] = [
    [270, 45],
    [270, 95],
    [270, 145],
    [270, 195],
  ];
  return (
    <svg viewBox="0 0 320 230" className={classes.visual} aria-hidden="true">
      {clients.map((c, i) => (
        <Link key={`c${i}`} from={c} to={balancer} flowing />
      ))}
      {services.map((s, i) => (
        <Link key={`s${i}`} from={balancer} to={s} flowing />
      ))}
      {clients.map((at, i) => (
        <Node key={`cn${i}`} at={at} r={7} kind="muted" />
      ))}
      <Node at={balancer} r={16} kind="accent" label="Load balancer" />
      {services.map((at, i) => (
        <g key={`sn${i}`} className={i === 3 ? classes.scaling : undefined}>
          <Node at={at} r={10} />
        </g>
      ))}
    </svg>
  );
}
