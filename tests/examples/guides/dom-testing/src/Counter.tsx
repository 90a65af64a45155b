import { useState } from 'react';
import './counter.css';
import plusIcon from './plus.svg';

export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <div className="counter">
      <span>
        {label}: {count}
      </span>
      <button type="button" onClick={() => setCount(count + 1)}>
        <img src={plusIcon} alt="" />
        Add one
      </button>
    </div>
  );
}
