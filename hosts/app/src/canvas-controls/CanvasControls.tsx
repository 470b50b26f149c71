export function CanvasControls() {
  return null;
}
