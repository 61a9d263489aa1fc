import { Car, Home, MapPin, Mountain, Navigation, Tent, type LucideIcon } from 'lucide-react';
import type { MapIcon } from '../../../contracts/map';

/** The six icons a map location may carry (SPEC §3 Map location). */
export const mapIconComponents: Record<MapIcon, LucideIcon> = { Home, Mountain, Tent, Car, Navigation, MapPin };
