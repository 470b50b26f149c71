export function MobileHandoff() {
  return null;
}
