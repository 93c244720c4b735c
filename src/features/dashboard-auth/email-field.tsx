/** The sign-in address of a signed-out form, described by the form's alert (`describedBy`) while it shows. */
export function EmailField({ defaultValue, describedBy }: { defaultValue?: string; describedBy?: string }) {
  return (
    <label className="flex flex-col gap-1 font-medium">
      Email address
      <input
        name="email"
        type="email"
        autoComplete="username"
        required
        defaultValue={defaultValue}
        aria-describedby={describedBy}
        className="border-line rounded border px-3 py-2 font-normal"
      />
    </label>
  );
}
