import { useEffect, useRef, useState } from 'react';

export function SalesChart({ points }: { points: number[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width));
    observer.observe(box.current!);
    return () => observer.disconnect();
  }, []);

  const bar = width / points.length;
  return (
    <div ref={box}>
      <svg width={width} height={100} role="img" aria-label="Sales chart">
        {points.map((value, i) => (
          <rect key={i} x={i * bar} y={100 - value} width={bar} height={value} />
        ))}
      </svg>
    </div>
  );
}
