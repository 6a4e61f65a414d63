# Evaluated in every fresh wasm Ruby VM before the example, in Node
# (tools/ruby-examples) and in the page (plugins/examples/client/worker.ts); see
# plugins/examples/shared/rubyVm.ts. It defines the helpers that annotations.ts
# rewrites `EXPR # => X` into, loads the gem, runs the example and returns one
# row per event (parsed by plugins/examples/shared/runReport.ts), LINE counted within
# the example:
#   check<TAB>LINE<TAB>ok|differs<TAB>ACTUAL   every annotated statement's inspect
#   raised<TAB>LINE<TAB>CLASS<TAB>MESSAGE      the exception that stopped the example
# Names start with __kt_ to stay out of the example's way; top-level `def`s
# are private methods of Object.

# exit! would end the WASI process itself: what Ruby had not yet flushed, and every row,
# would be lost, and the page could only say that Ruby stopped. Here it ends the example
# as exit does (ensure blocks do run), reported as the SystemExit that stopped it.
module Kernel
  private

  def exit!(status = false)
    raise SystemExit.new(status, "exit!")
  end
end

[Kernel, Process].each do |mod|
  mod.define_singleton_method(:exit!) { |status = false| raise SystemExit.new(status, "exit!") }
end

# Ruby's `pp` is in its standard library, which the page's Ruby does not carry (rubyVm.ts):
# here it prints each object's `inspect`, as pp prints anything that fits on a line, and
# `require "pp"` finds it loaded.
module Kernel
  private

  def pp(*objs)
    objs.each { |obj| $stdout.puts(obj.inspect) }
    objs.size <= 1 ? objs.first : objs
  end
end

module Kernel
  def pretty_inspect
    "#{inspect}\n"
  end
end
$LOADED_FEATURES << "pp.rb"

$__kt_rows = []
$__kt_current = nil # the annotated line whose statement is being evaluated

def __kt_at(line)
  $__kt_current = line
end

def __kt_check(line, value, expected)
  $__kt_current = nil
  actual =
    begin
      value.inspect
    rescue Exception => e # rubocop:disable Lint/RescueException
      "(inspect raised #{e.class})"
    end
  $__kt_rows << ["check", line, actual == expected ? "ok" : "differs", actual]
  value
end

# One row per event: newlines and tabs inside a value would break the rows.
def __kt_one_line(text)
  text.to_s.gsub(/\s*\n\s*/, " ").tr("\t", " ").strip
end

# Without a terminal's colour codes: Ruby colours a SyntaxError's message when stderr
# looks like a terminal, as a WASI one does.
def __kt_raised(line, error)
  message = error.message.gsub(/\e\[[\d;]*m/, "")
  message += " (Ruby here has no standard library: only the gem can be required)" if error.is_a?(LoadError)
  $__kt_rows << ["raised", line, error.class.to_s, message]
end

def __kt_run(block_path, shown_file, gem_lib)
  begin
    $LOAD_PATH.unshift(gem_lib)
    require "katachi"
  rescue Exception => e # rubocop:disable Lint/RescueException
    __kt_raised(1, e)
    return __kt_report
  end
  begin
    # Line 1 of the eval is line 1 of the example; the caller shifts it to the file.
    TOPLEVEL_BINDING.eval(File.read(block_path), shown_file, 1)
  rescue Exception => e # rubocop:disable Lint/RescueException
    frame = (e.backtrace_locations || []).find { |loc| loc.path == shown_file }
    __kt_raised($__kt_current || frame&.lineno || 1, e)
  end
  __kt_report
ensure
  # The example may have closed or replaced them; what it printed before is written already.
  [$stdout, $stderr].each do |io|
    io.flush
  rescue IOError, NoMethodError
    nil
  end
end

def __kt_report
  $__kt_rows.map { |row| row.map { |cell| __kt_one_line(cell) }.join("\t") }.join("\n")
end
