export function useImageConversion(): (imageId: string) => void {
  return () => undefined;
}
