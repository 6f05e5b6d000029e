import { createContext } from 'react';
import type { GridElement } from './Grid.css';

/** The element the enclosing Grid renders, so each GridItem can render a matching <li> or <div>. */
export const GridContext = createContext<GridElement>('div');
