// The options of a select among named things (branches, advisors): each one's id as its value, its name shown.

export function NamedOptions({ items }: { items: ReadonlyArray<{ id: string; name: string }> }) {
  return (
    <>
      {items.map((item) => (
        <option key={item.id} value={item.id}>
          {item.name}
        </option>
      ))}
    </>
  );
}
